// Mounted once by the app: the page loader while a flow shows it.
import { PageLoaderOverlay } from '../../components/spinner';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageLoaderStore } from './page-loader';

export function PageLoaderHost() {
  const { t } = useTranslation();
  const visible = usePageLoaderStore((state) => state.visible);
  return visible ? <PageLoaderOverlay label={t('common.loading')} /> : null;
}
