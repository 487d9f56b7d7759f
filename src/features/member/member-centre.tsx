// The member centre (spec 000 §2 /member, "when its flag is on"): the skin's member pages narrowed
// to what the gateway lists for this member, with badge counts (memberMenu), and the page the URL
// names (/member?page=<id>, engine memberPagePath). My account and platform messages are real
// pages; the wallet, records and promotion pages belong to their own features and say so until they
// land.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  memberMenuEntries,
  memberPageFeature,
  memberPageFromQuery,
  type MemberPage,
} from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeature } from '../boot/boot-context';
import { MemberMenu } from './components/member-menu';
import { PlatformMessages } from './platform-messages';
import { SecurityCenter } from './security-center';

const Page = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  h1,
  h2 {
    margin: 0;
  }
  .layout {
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
  @media (min-width: 48rem) {
    .layout {
      grid-template-columns: 17rem minmax(0, 1fr);
      align-items: start;
    }
  }
  section {
    display: grid;
    gap: 1rem;
    min-width: 0;
    padding: 1rem;
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
`;

function PageBody({ page }: { page: MemberPage }) {
  const { t } = useTranslation();
  if (page === 'securityCenter') return <SecurityCenter />;
  if (page === 'messageV2') return <PlatformMessages />;
  return <p>{t('member.pageComingSoon')}</p>;
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
