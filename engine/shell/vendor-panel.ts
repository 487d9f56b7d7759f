// The vendor panel a top-nav entry shows on hover (spec 000 §2; spec 001 §2 Layout, §9 "Header
// vendor panel enlarged: more than 10 vendors"). HOME and PROMO have none.
import type { NavEntryId } from './top-nav-entries';

/** Above this many vendors the panel is drawn enlarged. */
export const VENDOR_PANEL_ENLARGE_ABOVE = 10;

/** The part of a vendor lane (`gameVendors` value.data.lanes) the panel reads. */
export interface VendorLaneLike<V> {
  title: string;
  cards: readonly V[];
}

export interface VendorPanel<V> {
  vendors: V[];
  enlarged: boolean;
}

/**
 * The panel for an entry, or null when the entry has none (HOME, PROMO, or a category without
 * vendors).
 */
export function vendorPanel<V>(
  entry: NavEntryId,
  lanes: readonly VendorLaneLike<V>[] | undefined,
): VendorPanel<V> | null {
  if (entry === 'HOME' || entry === 'PROMO') return null;
  const lane = lanes?.find((candidate) => String(candidate.title).toUpperCase() === entry);
  if (!lane || lane.cards.length === 0) return null;
  return { vendors: [...lane.cards], enlarged: lane.cards.length > VENDOR_PANEL_ENLARGE_ABOVE };
}
