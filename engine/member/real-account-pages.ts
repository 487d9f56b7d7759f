// Member-centre pages that move money (spec 000 §6, spec 001 §4: a trial account "cannot launch
// games or protected actions"): a trial account that opens one gets the need-a-real-account notice
// instead of the page.
import type { MemberPage } from '../model/skin-types';

export const REAL_ACCOUNT_MEMBER_PAGES: readonly MemberPage[] = [
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
];

export function needsRealAccount(page: MemberPage): boolean {
  return REAL_ACCOUNT_MEMBER_PAGES.includes(page);
}
