// Lazy chunk: the member centre (spec 000 §2 /member), src/features/member, with the content of
// each of its pages (the app's page table, ../page-components.tsx, names them as parts of this
// chunk, so the centre and its pages come in one download).
export { MemberCentre } from '../../features/member/member-centre';
export { AccountRecordPage } from '../../features/member/pages/account-record-page';
export { BettingRecordPage } from '../../features/member/pages/betting-record-page';
export { BonusPage } from '../../features/member/pages/bonus-page';
export { DepositPage } from '../../features/member/pages/deposit-page';
export { MissionLeaderboardPage } from '../../features/member/pages/mission-leaderboard-page';
export { ProfitPage } from '../../features/member/pages/profit-page';
export { RebatePage } from '../../features/member/pages/rebate-page';
export { ReferralPage } from '../../features/member/pages/referral-page';
export { RewardCentrePage } from '../../features/member/pages/reward-centre-page';
export { TransferFundPage } from '../../features/member/pages/transfer-fund-page';
export { TransferUplinePage } from '../../features/member/pages/transfer-upline-page';
export { VipPage } from '../../features/member/pages/vip-page';
export { WithdrawPage } from '../../features/member/pages/withdraw-page';
export { PlatformMessages } from '../../features/member/platform-messages';
export { SecurityCenter } from '../../features/member/security-center';
