// The player site's frame (spec 000 §2 Shell): header with the top navigation, the side menu (not
// on game pages), the routed page, the footer; the announcement popup's trigger and, while logged
// in, the socket listener. Lazy pages suspend inside <main>, so the header stays while a chunk
// loads; the page is re-keyed by path except the home (../navigation-effects.ts). The shell and the
// game launcher are separate features: they meet here (the nav's direct launch, the side banner's
// game).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AnnouncementPopupTrigger } from '../../features/announcements/announcement-popup-trigger';
import { useLaunchGame } from '../../features/game-launch';
import { SideMenu } from '../../features/shell/side-menu';
import { SiteFooter } from '../../features/shell/site-footer';
import { SiteHeader } from '../../features/shell/site-header';
import { useMemberSocket } from '../../features/shell/use-member-socket';
import { LazyAppQrCode } from '../lazy/lazy-chunks';
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

const Body = styled.div`
  display: flex;
  align-items: stretch;
  min-height: 60vh;
  main {
    flex: 1;
    min-width: 0;
  }
  main:focus {
    outline: none;
  }
`;

export function SiteLayout() {
  const { t } = useTranslation();
  const viewKey = useMainViewKey();
  const route = useRouteHandle();
  const sideMenu = !route?.gamePage;
  const { launchGame, launchVendor } = useLaunchGame();
  useMemberSocket();
  return (
    <>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <SiteHeader
        sideMenu={sideMenu}
        onLaunchVendor={({ category, vassalage }) => void launchVendor(category, vassalage)}
      />
      <Body>
        {sideMenu && (
          <SideMenu
            QrCode={LazyAppQrCode}
            onLaunchGame={(gameCode) => void launchGame({ gameCode })}
          />
        )}
        <main id="main" tabIndex={-1}>
          <Suspense key={viewKey} fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Body>
      <SiteFooter />
      <AnnouncementPopupTrigger onHome={route?.name === 'home'} />
    </>
  );
}
