// What every page of the engine's page table renders (engine/site/pages.ts: the site's routes, the
// member centre's pages, the agent centre's pages), in one record: a page id the table gains and
// this record lacks does not compile. Every entry is lazy: a site page is its route's chunk (named
// here, or in ./lazy/lazy-chunks.ts for the player site's, which the boot fetches), a member or
// agent page a part of the member centre's or the agent area's chunk, which comes in whole with the
// centre. Member and agent page ids are prefixed, as both centres have a `personalHistoryCopy`.
import type { ReactNode } from 'react';
import {
  agentPageContract,
  type AgentPage,
  type AgentToolPage,
  type MemberPage,
  type SitePage,
  type SiteRoute,
} from '../../engine';
import type { LotteryPageName } from '../features/lottery';
import {
  agentArea,
  LazyGameCentreRoute,
  LazyGameListRoute,
  LazyHomePage,
  LazyLotteryRoute,
  LazyModalRoutePage,
  LazySeamlessRoute,
} from './lazy/lazy-chunks';
import { chunkParts, lazyWithReload } from './lazy/lazy-with-reload';

// The chunks of the pages the boot does not name (the player site's are ./lazy/lazy-chunks.ts's).
const memberCentre = chunkParts('member-centre', () => import('./chunks/member-centre'));
const LazyMemberCentre = memberCentre('MemberCentre');
const LazyAgentLogin = agentArea('AgentLogin');
const LazyAgentCentre = agentArea('AgentCentre');
const LazyPointsMall = lazyWithReload('points-mall', () =>
  import('./chunks/points-mall').then((m) => m.PointsMall),
);
const LazyPromotions = lazyWithReload('promotions', () =>
  import('./chunks/promotions').then((m) => m.Promotions),
);
const LazyHelpPage = lazyWithReload('help', () =>
  import('../features/shell/help-page').then((m) => m.HelpPage),
);
const LazyFeedbackPage = lazyWithReload('feedback', () =>
  import('../features/feedback/feedback-page').then((m) => m.FeedbackPage),
);
const blog = chunkParts('blog', () => import('./chunks/blog'));
const LazyBlogListPage = blog('BlogListPage');
const LazyBlogArticlePage = blog('BlogArticlePage');
const LazyAppGuidePage = lazyWithReload('app-guide', () =>
  import('../features/shell/app-guide-page').then((m) => m.AppGuidePage),
);

export type PageId = SitePage | `member/${MemberPage}` | `agent/${AgentPage | AgentToolPage}`;

/** What a page is rendered with: a site page its route, an agent page its title. */
export interface PageProps {
  route?: SiteRoute;
  title?: string;
}

export type LazyPage = (props: PageProps) => ReactNode;

/** A member page: a part of the member centre's chunk, rendered without props. */
const part = (name: Exclude<Parameters<typeof memberCentre>[0], 'MemberCentre'>) => {
  const Part = memberCentre(name);
  return () => <Part />;
};

/** An agent page rendered without props (the others take their title or contract kind below). */
type AgentPart = Exclude<
  Parameters<typeof agentArea>[0],
  | 'AgentCentre'
  | 'AgentLayout'
  | 'AgentLogin'
  | 'SettlementsPage'
  | 'CreditReportPage'
  | 'GuidePage'
>;

const agentPart = (name: AgentPart) => {
  const Part = agentArea(name);
  return () => <Part />;
};

const Settlements = agentArea('SettlementsPage');
const settlements =
  (page: AgentPage): LazyPage =>
  ({ title = '' }) => <Settlements kind={agentPageContract(page)!} caption={title} />;

const CreditReport = agentArea('CreditReportPage');
const Guide = agentArea('GuidePage');

/** A member page's content, for the member centre. */
export const renderMemberPage = (page: MemberPage) => PAGES[`member/${page}`]({});

/** An agent page's content, for the agent centre. */
export const renderAgentPage = (page: AgentPage | AgentToolPage, title: string) =>
  PAGES[`agent/${page}`]({ title });

export const PAGES: Record<PageId, LazyPage> = {
  home: () => <LazyHomePage />,
  loginModal: () => <LazyModalRoutePage modal="login" />,
  registerModal: () => <LazyModalRoutePage modal="register" />,
  help: () => <LazyHelpPage />,
  feedback: () => <LazyFeedbackPage />,
  blogList: () => <LazyBlogListPage />,
  blogArticle: () => <LazyBlogArticlePage />,
  appGuide: () => <LazyAppGuidePage />,
  gameList: ({ route }) => <LazyGameListRoute gameType={route!.category!} />,
  gameCentre: ({ route }) => <LazyGameCentreRoute category={route!.category!} />,
  favorite: () => <LazyGameListRoute gameType="FAV" />,
  recent: () => <LazyGameListRoute gameType="RECENT" />,
  lottery: ({ route }) => <LazyLotteryRoute page={route!.path.slice(1) as LotteryPageName} />,
  seamless: () => <LazySeamlessRoute />,
  promotions: () => <LazyPromotions />,
  pointMall: () => <LazyPointsMall />,
  member: () => <LazyMemberCentre renderPage={renderMemberPage} />,
  agentLogin: () => <LazyAgentLogin />,
  agentCentre: () => <LazyAgentCentre renderPage={renderAgentPage} />,

  'member/securityCenter': part('SecurityCenter'),
  'member/transferFund': part('TransferFundPage'),
  'member/depositv2': part('DepositPage'),
  'member/withdraw': part('WithdrawPage'),
  'member/transferUpline': part('TransferUplinePage'),
  'member/personalHistoryCopy': part('BettingRecordPage'),
  'member/transactionHistory': part('AccountRecordPage'),
  'member/personalProfit': part('ProfitPage'),
  'member/bonusDetails': part('BonusPage'),
  'member/rewardCenter': part('RewardCentrePage'),
  'member/vip': part('VipPage'),
  'member/referral': part('ReferralPage'),
  'member/missionLeaderboard': part('MissionLeaderboardPage'),
  'member/messageV2': part('PlatformMessages'),
  'member/manualRebate': part('RebatePage'),

  'agent/agentAnnouncement': agentPart('AnnouncementPage'),
  'agent/agentTeamOverview': agentPart('OverviewPage'),
  'agent/registerCenter': agentPart('RegisterPage'),
  'agent/downlineManagmentView': agentPart('TeamPage'),
  'agent/personalHistoryCopy': agentPart('TeamBettingPage'),
  'agent/palStatementsAgentCopy': agentPart('UserLossPage'),
  'agent/agentRevenueReport': agentPart('IncomePage'),
  'agent/agentDownlineTransactionDetailsCopy': agentPart('AccountDetailsPage'),
  'agent/agentDividendRecordCopy2': settlements('agentDividendRecordCopy2'),
  'agent/agentDailyWages2': settlements('agentDailyWages2'),
  'agent/agentHourSalary': settlements('agentHourSalary'),
  'agent/agentRealtimeSalary': settlements('agentRealtimeSalary'),
  'agent/linkManagement': agentPart('LinksPage'),
  'agent/creditReport': ({ title = '' }) => <CreditReport caption={title} />,
  'agent/redEnvelope': agentPart('RedEnvelopePage'),
  'agent/installationGuide': ({ title = '' }) => <Guide guide="agentInstallation" title={title} />,
  'agent/beginnerGuide': ({ title = '' }) => <Guide guide="agentBeginner" title={title} />,
  'agent/helpCentre': ({ title = '' }) => <Guide guide="agentHelp" title={title} />,
};
