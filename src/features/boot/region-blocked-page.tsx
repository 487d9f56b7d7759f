// Spec 000 §2 / spec 001 §2: the region-blocked page in place of the site: the visitor's IP as the
// gateway saw it, and the customer-service button.
import { StatusPanel } from '../../components/status-panel';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import { CustomerServiceButton } from './customer-service-button';

export function RegionBlockedPage() {
  const { t } = useTranslation();
  const { brand, visitorIp } = useSkin();
  return (
    <StatusPanel
      logo={skinAssetUrl(brand.logo)}
      logoAlt={brand.name}
      title={t('region.title')}
      action={<CustomerServiceButton labelKey="region.contact" />}
    >
      <p>{t('region.info')}</p>
      {visitorIp && <p>{t('region.ip', { ip: visitorIp })}</p>}
    </StatusPanel>
  );
}
