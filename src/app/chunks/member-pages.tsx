// What each member-centre page renders (spec 000 §2 "Member centre menu pages"), keyed by the page
// ids of the engine's page table (engine/site/pages.ts): a page id without a row here does not
// compile. The record lives in the member centre's chunk, beside the pages it names, so the boot
// carries none of it (the site's own pages are ../page-components.tsx).
import type { ComponentType } from 'react';
import type { MemberPage } from '../../../engine';
import { DepositPage } from '../../features/member/deposit/deposit-page';
import { MemberCentre } from '../../features/member/member-centre';
import { AccountRecordPage } from '../../features/member/pages/account-record-page';
import { BettingRecordPage } from '../../features/member/pages/betting-record-page';
import { BonusPage } from '../../features/member/pages/bonus-page';
import { MissionLeaderboardPage } from '../../features/member/pages/mission-leaderboard-page';
import { ProfitPage } from '../../features/member/pages/profit-page';
import { RebatePage } from '../../features/member/pages/rebate-page';
import { ReferralPage } from '../../features/member/pages/referral-page';
import { ResponsibleGamingPage } from '../../features/member/pages/responsible-gaming-page';
import { RewardCentrePage } from '../../features/member/pages/reward-centre-page';
import { TransferFundPage } from '../../features/member/pages/transfer-fund-page';
import { TransferUplinePage } from '../../features/member/pages/transfer-upline-page';
import { VipPage } from '../../features/member/pages/vip-page';
import { WithdrawPage } from '../../features/member/pages/withdraw-page';
import { PlatformMessages } from '../../features/member/platform-messages';
import { SecurityCenter } from '../../features/member/security-center';

export const MEMBER_PAGES: Record<MemberPage, ComponentType> = {
  securityCenter: SecurityCenter,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: ProfitPage,
  bonusDetails: BonusPage,
  rewardCenter: RewardCentrePage,
  vip: VipPage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboardPage,
  messageV2: PlatformMessages,
  manualRebate: RebatePage,
  responsibleGaming: ResponsibleGamingPage,
};

/** A member page's content, for the member centre. */
export function renderMemberPage(page: MemberPage) {
  const Page = MEMBER_PAGES[page];
  return <Page />;
}

/** The member centre with its pages: what /member renders. */
export function MemberCentreWithPages() {
  return <MemberCentre renderPage={renderMemberPage} />;
}
