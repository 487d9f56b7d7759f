// The customer-service button of the maintenance and region pages (spec 000 §2): opens the service
// window (440 × 750, spec 000 §9); a blocked popup says so (spec 000 §8 'Popup blocked…'). Without
// any customer-service address there is no button.
import { useState } from 'react';
import { Button } from '../../components/button';
import { openServiceWindow } from '../../lib/browser/open-service-window';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCustomerServiceUrl } from './use-customer-service-url';

export function CustomerServiceButton({
  labelKey,
}: {
  labelKey: 'maintenance.contact' | 'region.contact';
}) {
  const { t } = useTranslation();
  const url = useCustomerServiceUrl();
  const [blocked, setBlocked] = useState(false);
  if (!url) return null;
  return (
    <>
      <Button onClick={() => setBlocked(!openServiceWindow(url))}>{t(labelKey)}</Button>
      {blocked && <p role="alert">{t('error.popupBlocked')}</p>}
    </>
  );
}
