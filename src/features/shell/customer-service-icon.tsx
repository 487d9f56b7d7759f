// The header's customer-service icon (spec 000 §2): the service window, 440×750 (spec 000 §9), at
// the address the core resolves (the gateway's live chat, else the skin's link). A blocked popup
// says so (spec 000 §8 'Popup blocked. Please allow popups and try again.').
import { useTranslation } from 'react-i18next';
import { openServiceWindow } from '../../lib/browser/open-service-window';
import { useCustomerServiceUrl } from '../boot/boot-context';
import { useModal } from '../modals/use-modal';
import { IconButton } from './components/icon-button';
import { HeadsetIcon } from './components/shell-icons';

export function CustomerServiceIcon() {
  const { t } = useTranslation();
  const url = useCustomerServiceUrl();
  const { open } = useModal();
  if (!url) return null;
  return (
    <IconButton
      label={t('header.customerService')}
      onClick={() => {
        if (!openServiceWindow(url)) {
          open('alert', { message: t('error.popupBlocked'), tone: 'warning' });
        }
      }}
    >
      <HeadsetIcon />
    </IconButton>
  );
}
