// What a lazy route shows while its chunk loads.
import { useTranslation } from 'react-i18next';
import { RouteLoader } from '../../components/spinner';

export function RouteLoading() {
  const { t } = useTranslation();
  return <RouteLoader label={t('common.loading')} />;
}
