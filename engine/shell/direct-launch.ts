// A top-nav click launches the vendor itself when its category has exactly one vendor (spec 001 §2
// Layout), except for the entries whose page is the point: HOME, PROMO, and PVP, FISH and RNG,
// whose vendors are lobbies of many games.
import type { NavEntryId } from './top-nav-entries';

export const NEVER_LAUNCH_DIRECTLY: readonly NavEntryId[] = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

/** The one vendor a click on `entry` launches, or null when the click goes to the entry's page. */
export function directLaunchVendor<V>(
  entry: NavEntryId,
  vendors: readonly V[] | undefined,
): V | null {
  if (NEVER_LAUNCH_DIRECTLY.includes(entry)) return null;
  return vendors?.length === 1 ? vendors[0]! : null;
}
