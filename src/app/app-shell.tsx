// The root of every route: what the player site and the agent area share — the offline banner, the
// boot notice, the route guard around the page, the open modal and the page loader, and the page
// title in the current language.
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../components/offline-banner';
import { BootNotice } from '../features/boot/boot-notice';
import { ModalHost } from '../features/modals/modal-host';
import { PageLoaderHost } from '../features/modals/page-loader-host';
import { useDocumentTitle } from '../features/preferences/use-document-title';
import { useOnline } from '../lib/network/use-online';
import { MODALS } from './modal-registry';
import { useNavigationEffects } from './navigation-effects';
import { RouteGuard } from './route-guard';

export function AppShell() {
  const { t } = useTranslation();
  const online = useOnline();
  useNavigationEffects();
  useDocumentTitle();
  return (
    <>
      {!online && <OfflineBanner message={t('common.offline')} />}
      <BootNotice />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ModalHost registry={MODALS} />
      <PageLoaderHost />
    </>
  );
}
