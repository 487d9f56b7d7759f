// The phone's bottom tab bar (the skin's `menus.tabBar`): each entry's address, in the skin's
// order, without the entries that lead to a feature that is off (the member centre's pages, the
// points mall), so a tab never opens a page the merchant has switched off; and which entry the
// page on screen is. Deposit and withdrawal move money: a visitor is asked to log in and a trial
// account gets the real-account notice (spec 000 §2, §6), as with the header's quick links.
import type { FeatureId } from '../features/feature-registry';
import type { TabBarItem } from '../model/skin-types';
import { linkOffered } from '../site/feature-links';
import { TAB_BAR_LINKS } from '../site/menu-links';
import { SITE_PAGES } from '../site/pages';

export interface TabBarEntry {
  id: TabBarItem;
  href: string;
  /** Money moves here: only for a real account (protectedActionGate). */
  realAccountOnly: boolean;
}

export function tabBarEntries(
  items: readonly TabBarItem[],
  featureOn: (feature: FeatureId) => boolean,
): TabBarEntry[] {
  return [...new Set(items)]
    .map((id) => ({
      id,
      href: TAB_BAR_LINKS[id],
      realAccountOnly: id === 'deposit' || id === 'withdraw',
    }))
    .filter((entry) => linkOffered(entry.href, featureOn));
}

/** The home's paths (spec 000 §2): its entry is current on each of them. */
const HOME_PATHS: readonly string[] = SITE_PAGES.home.paths;

/**
 * The entry that is the page at `pathname` + `search`: the one whose address names it, path and
 * query alike (`/member?page=depositv2` is the deposit, `/?type=SEARCH` the search); else the
 * home's entry on the home, and the account's on any other page of the member centre.
 */
export function currentTabEntry(
  entries: readonly TabBarEntry[],
  pathname: string,
  search: string,
): TabBarItem | null {
  const path = pathname.toLowerCase();
  const here = new URLSearchParams(search);
  const named = entries.find((entry) => {
    const [entryPath, query = ''] = entry.href.split('?');
    return (
      entry.id !== 'home' &&
      entryPath.toLowerCase() === path &&
      [...new URLSearchParams(query)].every(([key, value]) => here.get(key) === value)
    );
  });
  const fallback: TabBarItem | null = HOME_PATHS.includes(path)
    ? 'home'
    : path === '/member'
      ? 'account'
      : null;
  return named?.id ?? entries.find((entry) => entry.id === fallback)?.id ?? null;
}
