// The member centre's menu (spec 000 §2, spec 001 §2 member centre pages): the skin's pages in the
// skin's order, narrowed to those the gateway lists for this member (memberMenu), with a badge on
// missionLeaderboard, messageV2 and rewardCenter when the count is above 0 (their rows in
// engine/site/pages.ts say `badge`).
import type { MemberPage } from '../model/skin-types';
import { memberPagePath } from '../site/member-page-path';
import { BADGED_MEMBER_PAGES } from '../site/pages';

export interface MemberMenuEntry {
  page: MemberPage;
  href: string;
  /** Present only for the badged pages with a count above 0. */
  badge?: number;
}

export function memberMenuEntries(
  skinPages: readonly MemberPage[],
  serverList: ReadonlyArray<{ page: string; badge: number }> | undefined,
): MemberMenuEntry[] {
  // Without the gateway's list (not loaded, or failed) the skin's pages still show: the menu must
  // not vanish because one call did.
  const listed = serverList ? new Map(serverList.map((item) => [item.page, item.badge])) : null;
  return [...new Set(skinPages)]
    .filter((page) => !listed || listed.has(page))
    .map((page) => {
      const count = listed?.get(page) ?? 0;
      const badge =
        BADGED_MEMBER_PAGES.includes(page) && Number.isFinite(count) && count > 0
          ? Math.floor(count)
          : undefined;
      return badge === undefined
        ? { page, href: memberPagePath(page) }
        : { page, href: memberPagePath(page), badge };
    });
}
