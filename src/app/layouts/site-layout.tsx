// The player site's frame (spec 000 §2 Shell): header with the top navigation, the side menu (not
// on game pages), the routed page, the footer; on a phone the menu sheet and the bottom tab bar
// instead of the header's tools and the side column; the announcement popup's trigger, the
// contract dialog's cue and, while logged in, the socket listener. The footer, the popup's
// trigger, the cue and the socket wait for the first paint (the footer starts below the first
// view). Lazy pages suspend inside <main>, so the header stays while a chunk loads; the page is
// re-keyed by path except the home (../navigation-effects.ts). The shell and the game launcher are
// separate features: they meet here (the nav's direct launch, the side banner's game).
import { memo, Suspense, useCallback, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '../../components/error-boundary';
import { AnalyticsConsent } from '../../features/analytics/analytics-consent';
import { AnnouncementPopupTrigger } from '../../features/announcements/announcement-popup-trigger';
import { useLaunchGame } from '../../features/game-launch';
import { useIsLoggedIn } from '../../features/session/session-context';
import { ContractCue } from '../../features/shell/contract-cue';
import { MenuSheet } from '../../features/shell/menu-sheet';
import { SideMenu } from '../../features/shell/side-menu';
import type { SideMenuListProps } from '../../features/shell/side-menu-list';
import { SiteHeader } from '../../features/shell/site-header';
import { TabBar } from '../../features/shell/tab-bar';
import type { VendorLaunch } from '../../features/shell/top-nav';
import { useMemberSocket } from '../../features/shell/use-member-socket';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import {
  LazyAppQrCode,
  LazyBalanceMoment,
  LazyRealityCheckWatcher,
  LazySessionClock,
  LazySiteFooter,
} from '../lazy/lazy-site-parts';
import { useMainViewKey } from '../navigation-effects';
import { useRouteHandle } from '../route-handle';
import { RouteLoading } from './route-loading';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 0.5rem;
  top: -4rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  color: var(--skin-on-primary);
  background: var(--skin-primary);
  border-radius: var(--skin-radius);
  &:focus {
    top: 0.5rem;
  }
`;

// At least a screen high, so the footer starts below the first view and does not move down as the
// page's content arrives.
const Body = styled.div`
  display: flex;
  align-items: stretch;
  min-height: 100vh;
  main {
    flex: 1;
    min-width: 0;
  }
  main:focus {
    outline: none;
  }
`;

// What stays below the page whatever the route: memoised, so the re-render every navigation brings
// to this layout (a lobby choice is a navigation) does not redraw the footer's links and blocks.
const Footer = memo(function Footer() {
  return (
    // A footer that fails to load leaves the page as it is.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazySiteFooter />
      </Suspense>
    </ErrorBoundary>
  );
});
// The reality check's watcher, for a member of a skin whose market offers it: its own chunk.
const RealityCheck = memo(function RealityCheck() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyRealityCheckWatcher />
      </Suspense>
    </ErrorBoundary>
  );
});
const PopupTrigger = memo(AnnouncementPopupTrigger);
const Consent = memo(AnalyticsConsent);

export function SiteLayout() {
  const { t } = useTranslation();
  const viewKey = useMainViewKey();
  const route = useRouteHandle();
  const sideMenu = !route?.gamePage;
  const { launchGame, launchVendor } = useLaunchGame();
  // Stable, so the memoised header and side menu skip the re-render every navigation brings here.
  const onLaunchVendor = useCallback(
    ({ category, vassalage }: VendorLaunch) => void launchVendor(category, vassalage),
    [launchVendor],
  );
  const onLaunchGame = useCallback(
    (gameCode: string) => void launchGame({ gameCode }),
    [launchGame],
  );
  const sideMenuProps = useMemo<SideMenuListProps>(
    () => ({ QrCode: LazyAppQrCode, onLaunchGame }),
    [onLaunchGame],
  );
  useMemberSocket();
  const painted = useAfterFirstPaint();
  const { compliance } = useSkin();
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <SiteHeader
        onLaunchVendor={onLaunchVendor}
        SessionClock={compliance.sessionClock ? LazySessionClock : undefined}
        BalanceMoment={LazyBalanceMoment}
      />
      <MenuSheet sideMenu={sideMenu ? sideMenuProps : null} onLaunchVendor={onLaunchVendor} />
      <Body>
        {sideMenu && <SideMenu {...sideMenuProps} />}
        <main id="main" tabIndex={-1}>
          <Suspense key={viewKey} fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Body>
      {painted && (
        <>
          <Footer />
          <PopupTrigger onHome={route?.name === 'home'} />
          <ContractCue />
          <Consent />
          {loggedIn && compliance.realityCheck && <RealityCheck />}
        </>
      )}
      <TabBar />
    </>
  );
}
