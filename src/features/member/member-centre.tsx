// The member centre (spec 000 §2 /member, "when its flag is on"): the skin's member pages narrowed
// to what the gateway lists for this member, with badge counts (memberMenu), and to those offered
// (engine memberPageOffered: a page whose own feature is off has no entry and cannot be opened),
// and the page the URL names (/member?page=<id>, engine memberPagePath). The app renders each
// page's content (`renderPage`, its page table); a trial account that opens a page that moves
// money (engine needsRealAccount) gets the need-a-real-account notice instead (spec 000 §6, spec
// 001 §4, §8).
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  memberMenuEntries,
  memberPageFromQuery,
  memberPageOffered,
  memberPagePath,
  needsRealAccount,
  type MemberPage,
} from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { RouteLoader } from '../../components/spinner';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeature, useFeatureCheck } from '../boot/boot-context';
import { useRoles } from '../session/use-member';
import { MemberMenu } from './components/member-menu';

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
  h1 {
    font-size: 1.5rem;
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
  /* Every page's forms take this width; a page that wants its own sets --member-form-width on
     its part of the tree (one rule sets the width, so no two rules race on module order). */
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    width: min(var(--member-form-width, 28rem), 100%);
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

/** The content of a member page, rendered by the app (its page table). */
export type RenderMemberPage = (page: MemberPage) => ReactNode;

function PageBody({ page, renderPage }: { page: MemberPage; renderPage: RenderMemberPage }) {
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
  return renderPage(page);
}

export function MemberCentre({ renderPage }: { renderPage: RenderMemberPage }) {
  const { t } = useTranslation();
  const { menus } = useSkin();
  const isOn = useFeatureCheck();
  const { search } = useLocation();
  const errorMessage = useApiErrorMessage();
  const memberCentreOn = useFeature('memberCentre');
  const menu = useGatewayQuery('memberMenu', {}, { enabled: memberCentreOn });
  const entries = memberMenuEntries(menus.member, menu.data?.list).filter((entry) =>
    memberPageOffered(entry.page, isOn),
  );
  const current = memberPageFromQuery(
    search,
    entries.map((entry) => entry.page),
  );

  return (
    <Page>
      {/* One visible heading per page (the page's own name, below); the centre's name is the
          menu's label, and the heading only while no page is open. */}
      {!current && <h1>{t('member.title')}</h1>}
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
            <h1 id="member-page-title">{t(`member.${current}`)}</h1>
            {/* A page whose part is still coming leaves the menu and the title standing. */}
            <Suspense fallback={<RouteLoader label={t('common.loading')} />}>
              <PageBody page={current} renderPage={renderPage} />
            </Suspense>
          </section>
        )}
      </div>
    </Page>
  );
}
