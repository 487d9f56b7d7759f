// Which content each agent centre page shows (spec 001 §2 "Agent menu pages inside the centre" and
// "also named").
import type { AgentPage, AgentToolPage } from '../../../engine';
import { AnnouncementPage } from './pages/announcement-page';
import { CreditReportPage } from './pages/credit-report-page';
import { GuidePage } from './pages/guide-page';
import { LinksPage } from './pages/links-page';
import { OverviewPage } from './pages/overview-page';
import { RegisterPage } from './pages/register-page';
import { AccountDetailsPage, IncomePage, TeamBettingPage, UserLossPage } from './pages/reports';
import { SettlementsPage } from './pages/settlements-page';
import { TeamPage } from './pages/team-page';

export function AgentPageContent({
  page,
  title,
}: {
  page: AgentPage | AgentToolPage;
  title: string;
}) {
  switch (page) {
    case 'agentAnnouncement':
      return <AnnouncementPage />;
    case 'agentTeamOverview':
      return <OverviewPage />;
    case 'registerCenter':
      return <RegisterPage />;
    case 'downlineManagmentView':
      return <TeamPage />;
    case 'personalHistoryCopy':
      return <TeamBettingPage />;
    case 'palStatementsAgentCopy':
      return <UserLossPage />;
    case 'agentRevenueReport':
      return <IncomePage />;
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsPage />;
    case 'agentDividendRecordCopy2':
      return <SettlementsPage kind="dividend" caption={title} />;
    case 'agentDailyWages2':
      return <SettlementsPage kind="dailySalary" caption={title} />;
    case 'agentHourSalary':
      return <SettlementsPage kind="hourlySalary" caption={title} />;
    case 'agentRealtimeSalary':
      return <SettlementsPage kind="realtimeSalary" caption={title} />;
    case 'linkManagement':
      return <LinksPage />;
    case 'creditReport':
      return <CreditReportPage caption={title} />;
    case 'installationGuide':
      return <GuidePage guide="agentInstallation" title={title} />;
    case 'beginnerGuide':
      return <GuidePage guide="agentBeginner" title={title} />;
    case 'helpCentre':
      return <GuidePage guide="agentHelp" title={title} />;
  }
}
