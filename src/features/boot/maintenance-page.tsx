// Spec 000 §2 / spec 001 §2: the maintenance page in place of the site: the end time if the gateway
// gave one (in the player's language and time zone), and the customer-service button. Boot asks
// again every minute, so the site comes back by itself when the maintenance ends.
import { formatDate } from '../../../engine';
import { StatusPanel } from '../../components/status-panel';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import { CustomerServiceButton } from './customer-service-button';

export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { brand, maintenanceEnd } = useSkin();
  const endsAt = formatDate(maintenanceEnd, i18n.language, 'dateTime');
  return (
    <StatusPanel
      logo={skinAssetUrl(brand.logo)}
      logoAlt={brand.name}
      title={t('maintenance.title')}
      action={<CustomerServiceButton labelKey="maintenance.contact" />}
    >
      <p>{t('maintenance.info')}</p>
      {endsAt && <p>{t('maintenance.endsAt', { time: endsAt })}</p>}
    </StatusPanel>
  );
}
