// What a lazy route shows while its chunk loads.
import { useTranslation } from 'react-i18next';

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
