// What a lazy route shows while its chunk loads.
import { RouteLoader } from '../../components/spinner';
import { useTranslation } from '../../lib/i18n/use-translation';

export function RouteLoading() {
  const { t } = useTranslation();
  return <RouteLoader label={t('common.loading')} />;
}
