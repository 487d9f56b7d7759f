// The member centre (spec 000 §2 /member, "when its flag is on"): the skin's member pages narrowed
// to what the gateway lists for this member, with badge counts (memberMenu), and the page the URL
// names (/member?page=<id>, engine memberPagePath). Every page of the menu has its content here; a
// trial account that opens a page that moves money (engine needsRealAccount) gets the
// need-a-real-account notice instead (spec 000 §6, spec 001 §4, §8).
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  memberMenuEntries,
  memberPageFeature,
  memberPageFromQuery,
  memberPagePath,
  needsRealAccount,
  type MemberPage,
} from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeature } from '../boot/boot-context';
import { useRoles } from '../session/use-member';
import { MemberMenu } from './components/member-menu';
import { AccountRecordPage } from './pages/account-record-page';
import { BettingRecordPage } from './pages/betting-record-page';
import { BonusPage } from './pages/bonus-page';
import { DepositPage } from './pages/deposit-page';
import { MissionLeaderboardPage } from './pages/mission-leaderboard-page';
import { ProfitPage } from './pages/profit-page';
import { RebatePage } from './pages/rebate-page';
import { ReferralPage } from './pages/referral-page';
import { RewardCentrePage } from './pages/reward-centre-page';
import { TransferFundPage } from './pages/transfer-fund-page';
import { TransferUplinePage } from './pages/transfer-upline-page';
import { VipPage } from './pages/vip-page';
import { WithdrawPage } from './pages/withdraw-page';
import { PlatformMessages } from './platform-messages';
import { SecurityCenter } from './security-center';

// Every grid here has one column that never grows past the screen (minmax(0, 1fr)): a wide menu
// strip or table scrolls or stacks inside its own box rather than widening the page. On a phone the
// menu is a strip of tabs above the page, and the frames tighten their padding.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  h1,
  h2 {
    margin: 0;
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    min-width: 0;
  }
  @media (min-width: 48rem) {
    .layout {
      grid-template-columns: 17rem minmax(0, 1fr);
      align-items: start;
    }
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    width: min(28rem, 100%);
  }
  h3 {
    margin: 0;
  }
  section {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    min-width: 0;
    padding: 1rem;
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  @media (max-width: 47.99rem) {
    gap: 0.75rem;
    padding: 0.75rem;
    h1 {
      font-size: 1.25rem;
    }
    section {
      padding: 0.75rem;
    }
  }
`;

const PAGES: Record<MemberPage, ComponentType> = {
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
};

function PageBody({ page }: { page: MemberPage }) {
  const { t } = useTranslation();
  const { isTrial } = useRoles();
  if (isTrial && needsRealAccount(page)) {
    return (
      <div role="alert" data-notice="realAccountNeeded">
        <h3>{t('trial.title')}</h3>
        <p>{t('trial.message')}</p>
        <Link to={memberPagePath('securityCenter')}>{t('trial.confirm')}</Link>
      </div>
    );
  }
  const Page = PAGES[page];
  return <Page />;
}

export function MemberCentre() {
  const { t } = useTranslation();
  const { menus, features } = useSkin();
  const { search } = useLocation();
  const errorMessage = useApiErrorMessage();
  const memberCentreOn = useFeature('memberCentre');
  const menu = useGatewayQuery('memberMenu', {}, { enabled: memberCentreOn });
  // A page whose own feature is off (VIP, referral) has no entry and cannot be opened.
  const entries = memberMenuEntries(menus.member, menu.data?.list).filter((entry) => {
    const feature = memberPageFeature(entry.page);
    return !feature || features[feature].on;
  });
  const current = memberPageFromQuery(
    search,
    entries.map((entry) => entry.page),
  );

  return (
    <Page>
      <h1>{t('member.title')}</h1>
      {menu.isError && (
        <ErrorNotice
          message={errorMessage(menu.error)}
          onRetry={() => void menu.refetch()}
          retryLabel={t('common.retry')}
          pending={menu.isFetching}
        />
      )}
      <div className="layout">
        <MemberMenu
          label={t('member.menu')}
          links={entries.map((entry) => ({
            key: entry.page,
            label: t(`member.${entry.page}`),
            href: entry.href,
            current: entry.page === current,
            badge: entry.badge
              ? { count: entry.badge, label: t('member.badge', { count: entry.badge }) }
              : undefined,
          }))}
        />
        {current && (
          <section aria-labelledby="member-page-title">
            <h2 id="member-page-title">{t(`member.${current}`)}</h2>
            <PageBody page={current} />
          </section>
        )}
      </div>
    </Page>
  );
}
