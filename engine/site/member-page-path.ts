// How the shell addresses a member-centre page: /member?page=<page id>. A query rather than a hash
// or a nested path because /member is one route (spec 000 §2) whose lazy chunk picks the page, the
// route guard already covers it, and the page ids are the skin's own (spec 000 §2 member centre
// menu pages). The announcement's promo button goes to /member?page=rewardCenter (spec 000 §2).
import { MEMBER_PAGES, type MemberPage } from '../model/skin-types';

export const MEMBER_PAGE_PARAM = 'page';

export function memberPagePath(page: MemberPage): string {
  return `/member?${MEMBER_PAGE_PARAM}=${page}`;
}

function isMemberPage(value: string | null): value is MemberPage {
  return value !== null && (MEMBER_PAGES as readonly string[]).includes(value);
}

/**
 * The page a /member URL asks for, among the pages this member has; the first of them when the
 * query names none or one they do not have (a stale link must not show an empty centre).
 */
export function memberPageFromQuery(
  query: string,
  pages: readonly MemberPage[],
): MemberPage | null {
  const asked = new URLSearchParams(query).get(MEMBER_PAGE_PARAM);
  if (isMemberPage(asked) && pages.includes(asked)) return asked;
  return pages[0] ?? null;
}
