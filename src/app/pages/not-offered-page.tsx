// A route whose feature is off (the skin leaves it out or the merchant's module tree switches it
// off): the site says so and leads home, rather than a blank page or a silent redirect.
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';

export function NotOfferedPage() {
  const { t } = useTranslation();
  const { brand } = useSkin();
  return (
    <StatusPanel
      logo={skinAssetUrl(brand.logo)}
      logoAlt={brand.name}
      title={t('notOffered.title')}
      action={<Link to="/">{t('notOffered.home')}</Link>}
    >
      <p>{t('notOffered.info')}</p>
    </StatusPanel>
  );
}
