// /agentHome (spec 001 §2 "Agent centre"; non-agents are sent to /agent by the route guard): the
// clock with its GMT offset, the nickname, sign-out, the contract dialog with its pending count, and
// the navigation of 16: deposit and withdraw (the member centre's cashier), the agent pages of the
// skin's `menus.agent` — the four contract pages only for the contract types the account has
// enabled (consolidated contract flags) and the merchant runs (engine agentMenuPages) — then
// messages and customer service. Below it, a menu of the other agent pages (engine AGENT_TOOL_PAGES:
// link management, credit report and the guides). Each page is addressed as ?page=<id>; the app
// renders its content (`renderPage`, its page table).
import { Suspense, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AGENT_TOOL_PAGES,
  agentMenuPages,
  memberPagePath,
  type AgentPage,
  type AgentToolPage,
} from '../../../engine';
import { Button } from '../../components/button';
import { scrollRow, useCurrentInView } from '../../components/scroll-row';
import { RouteLoader } from '../../components/spinner';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeatureCheck } from '../boot/boot-context';
import { useCustomerServiceUrl } from '../boot/use-customer-service-url';
import { useModal } from '../modals/use-modal';
import { useSession } from '../session/session-context';
import { useLogout } from '../session/use-logout';
import { useAgentClock } from './use-agent-clock';

// Wide: the navigation in a column beside the page, which is as wide as a laptop allows (the team
// and report tables have up to eight columns). Narrow (a phone): the bar, then both menus as one
// strip of links that scrolls sideways with the current page in view, then the page — the report
// is on the first screen, not below a list of twenty links.
const NARROW = '(max-width: 55.99rem)';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  width: min(84rem, 100%);
  margin: 0 auto;
  padding: 1rem;
  color: var(--skin-text);
  @media (min-width: 56rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
  @media ${NARROW} {
    gap: 0.75rem;
    padding: 0.75rem;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  grid-column: 1 / -1;
  .title {
    margin: 0;
    font-size: 1.25rem;
    font-weight: var(--skin-font-weight-strong);
  }
  a {
    color: var(--skin-text);
  }
  time {
    font-variant-numeric: tabular-nums;
  }
  @media ${NARROW} {
    padding: 0.5rem 0.75rem;
    .title {
      font-size: 1.125rem;
    }
  }
`;

const Menus = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  @media ${NARROW} {
    ${scrollRow}
    gap: 0.25rem;
    align-items: center;
    border-bottom: 1px solid var(--skin-border);
    nav,
    nav ul {
      display: flex;
      flex: none;
      align-items: center;
      gap: 0.25rem;
    }
    nav h2 {
      margin: 0;
      padding: 0 0.5rem;
      white-space: nowrap;
      border-inline-start: 1px solid var(--skin-border);
    }
    a {
      white-space: nowrap;
    }
  }
`;

const Nav = styled.nav`
  h2 {
    margin: 0 0 0.25rem;
    padding: 0 0.75rem;
    font-size: 0.875rem;
    color: var(--skin-text-muted);
  }
  ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    min-height: 2.75rem;
    padding: 0.625rem 0.75rem;
    color: var(--skin-text);
    text-decoration: none;
    border-radius: var(--skin-radius);
  }
  a[aria-current='page'] {
    color: var(--skin-on-primary);
    background: var(--skin-primary);
  }
  a:focus-visible {
    outline: 2px solid var(--skin-text);
  }
  @media ${NARROW} {
    a {
      min-height: 2.5rem;
      padding: 0.5rem 0.75rem;
    }
  }
`;

const Panel = styled.section`
  padding: 1rem;
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  align-content: start;
  min-width: 0;
  > h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  @media ${NARROW} {
    padding: 0.75rem;
    > h1 {
      font-size: 1.25rem;
    }
  }
`;

/** The content of an agent page, rendered by the app (its page table). */
export type RenderAgentPage = (page: AgentPage | AgentToolPage, title: string) => ReactNode;

export function AgentCentrePage({ renderPage }: { renderPage: RenderAgentPage }) {
  const { t } = useTranslation();
  const { menus } = useSkin();
  const isOn = useFeatureCheck();
  const nickname = useSession((state) => state.nickname || state.account);
  const logout = useLogout();
  const { open } = useModal();
  const clock = useAgentClock();
  const flags = useGatewayQuery('consolidatedContract', undefined, { staleTime: 60_000 });
  const pages = agentMenuPages(menus.agent, flags.data, isOn);
  const [search] = useSearchParams();
  const asked = search.get('page') as AgentPage | AgentToolPage | null;
  const shown: readonly (AgentPage | AgentToolPage)[] = [...pages, ...AGENT_TOOL_PAGES];
  const current = asked && shown.includes(asked) ? asked : (pages[0] ?? null);
  const pageLink = (page: AgentPage | AgentToolPage) => (
    <li key={page}>
      <Link to={`/agentHome?page=${page}`} aria-current={page === current ? 'page' : undefined}>
        {t(`agentPage.${page}`)}
      </Link>
    </li>
  );
  const customerService = useCustomerServiceUrl();
  const pending = flags.data?.pendingRequests ?? 0;
  const menuStrip = useRef<HTMLDivElement>(null);
  // Again when the contract pages arrive and move the current page along the strip.
  useCurrentInView(menuStrip, `${current}:${pages.length}`);

  return (
    <Page>
      <Bar>
        {/* One visible heading per page: the page's own name is the h1 (its panel below); the
            centre's name heads the bar only while no page is open. */}
        {current ? (
          <strong className="title">{t('agentCentre.title')}</strong>
        ) : (
          <h1 className="title">{t('agentCentre.title')}</h1>
        )}
        <time aria-live="off">
          {t('agentNav.clock', { offset: clock.offset, time: clock.time })}
        </time>
        <span>{t('agentCentre.hello', { nickname })}</span>
        <Button variant="secondary" onClick={() => open('contracts')}>
          {pending > 0
            ? t('agentNav.contractsPending', { count: pending })
            : t('agentNav.contracts')}
        </Button>
        <Link to="/">{t('agentCentre.backToSite')}</Link>
        <Button variant="secondary" onClick={() => void logout({ confirmFirst: true })}>
          {t('agentNav.signOut')}
        </Button>
      </Bar>
      <Menus ref={menuStrip}>
        <Nav aria-label={t('agentCentre.navigation')}>
          <ul>
            <li>
              <Link to={memberPagePath('depositv2')}>{t('agentNav.deposit')}</Link>
            </li>
            <li>
              <Link to={memberPagePath('withdraw')}>{t('agentNav.withdraw')}</Link>
            </li>
            {pages.map(pageLink)}
            <li>
              <Link to={memberPagePath('messageV2')}>{t('agentNav.messages')}</Link>
            </li>
            {customerService && (
              <li>
                <a href={customerService} target="_blank" rel="noreferrer">
                  {t('agentNav.customerService')}
                </a>
              </li>
            )}
          </ul>
        </Nav>
        <Nav aria-labelledby="agent-tools-title">
          <h2 id="agent-tools-title">{t('agentCentre.tools')}</h2>
          <ul>{AGENT_TOOL_PAGES.map(pageLink)}</ul>
        </Nav>
      </Menus>
      {current && (
        <Panel aria-labelledby="agent-page-title">
          <h1 id="agent-page-title">{t(`agentPage.${current}`)}</h1>
          <Suspense key={current} fallback={<RouteLoader label={t('common.loading')} />}>
            {renderPage(current, t(`agentPage.${current}`))}
          </Suspense>
        </Panel>
      )}
    </Page>
  );
}
