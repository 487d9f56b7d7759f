// What each agent-centre page renders (spec 001 §2 "Agent menu pages" and the pages it also
// names), keyed by the page ids of the engine's page table (engine/site/pages.ts): a page id
// without a row here does not compile. The record lives in the agent area's chunk, beside the
// pages it names, so the boot carries none of it (the site's own pages are ../page-components.tsx).
import type { ReactNode } from 'react';
import { agentPageContract, type AgentPage, type AgentToolPage } from '../../../engine';
import { AnnouncementPage } from '../../features/agent/pages/announcement-page';
import { CreditReportPage } from '../../features/agent/pages/credit-report-page';
import { GuidePage } from '../../features/agent/pages/guide-page';
import { LinksPage } from '../../features/agent/pages/links-page';
import { OverviewPage } from '../../features/agent/pages/overview-page';
import { RegisterPage } from '../../features/agent/pages/register-page';
import {
  AccountDetailsPage,
  IncomePage,
  RedEnvelopePage,
  TeamBettingPage,
  UserLossPage,
} from '../../features/agent/pages/reports';
import { SettlementsPage } from '../../features/agent/pages/settlements-page';
import { TeamPage } from '../../features/agent/pages/team-page';

/** An agent page's content, given the title the centre shows for it. */
type AgentPageContent = (title: string) => ReactNode;

const plain =
  (Page: () => ReactNode): AgentPageContent =>
  () => <Page />;

const settlements =
  (page: AgentPage): AgentPageContent =>
  (title) => <SettlementsPage kind={agentPageContract(page)!} caption={title} />;

export const AGENT_PAGES: Record<AgentPage | AgentToolPage, AgentPageContent> = {
  agentAnnouncement: plain(AnnouncementPage),
  agentTeamOverview: plain(OverviewPage),
  registerCenter: plain(RegisterPage),
  downlineManagmentView: plain(TeamPage),
  personalHistoryCopy: plain(TeamBettingPage),
  palStatementsAgentCopy: plain(UserLossPage),
  agentRevenueReport: plain(IncomePage),
  agentDownlineTransactionDetailsCopy: plain(AccountDetailsPage),
  agentDividendRecordCopy2: settlements('agentDividendRecordCopy2'),
  agentDailyWages2: settlements('agentDailyWages2'),
  agentHourSalary: settlements('agentHourSalary'),
  agentRealtimeSalary: settlements('agentRealtimeSalary'),
  linkManagement: plain(LinksPage),
  creditReport: (title) => <CreditReportPage caption={title} />,
  redEnvelope: plain(RedEnvelopePage),
  installationGuide: (title) => <GuidePage guide="agentInstallation" title={title} />,
  beginnerGuide: (title) => <GuidePage guide="agentBeginner" title={title} />,
  helpCentre: (title) => <GuidePage guide="agentHelp" title={title} />,
};

/** An agent page's content, for the agent centre. */
export const renderAgentPage = (page: AgentPage | AgentToolPage, title: string) =>
  AGENT_PAGES[page](title);
