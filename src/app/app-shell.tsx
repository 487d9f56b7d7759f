// The root of every route: what the player site and the agent area share — the offline banner, the
// boot notice, the route guard around the page, the open modal and the page loader, and the page
// title in the current language. The modal layer is a chunk of its own, fetched once the page is
// live and the browser idle: a first visit opens no modal, and a first click finds it here.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../components/offline-banner';
import { PageLoaderOverlay } from '../components/spinner';
import { BootNotice } from '../features/boot/boot-notice';
import { useModalStore } from '../features/modals/modal-store';
import { PageLoaderHost } from '../features/modals/page-loader-host';
import { useDocumentTitle } from '../features/preferences/use-document-title';
import { useCountryCodesAtStart } from '../lib/api';
import { whenLiveAndIdle } from '../lib/browser/after-first-paint';
import { useTranslation } from '../lib/i18n/use-translation';
import { useOnline } from '../lib/network/use-online';
import { LazyModalLayer } from './lazy/lazy-chunks';
import { useNavigationEffects } from './navigation-effects';
import { RouteGuard } from './route-guard';

export function AppShell() {
  const { t } = useTranslation();
  const online = useOnline();
  const modalOpen = useModalStore((state) => state.current !== null);
  useNavigationEffects();
  useDocumentTitle();
  // Spec 000 §4 "Country codes load at start", once the page is live (src/lib/api).
  useCountryCodesAtStart();
  useEffect(() => whenLiveAndIdle(() => LazyModalLayer.preload()), []);
  return (
    <>
      {!online && <OfflineBanner message={t('common.offline')} />}
      <BootNotice />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      {modalOpen && (
        <Suspense fallback={<PageLoaderOverlay label={t('common.loading')} />}>
          <LazyModalLayer />
        </Suspense>
      )}
      <PageLoaderHost />
    </>
  );
}
