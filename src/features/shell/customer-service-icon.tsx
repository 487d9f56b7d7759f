// The header's customer-service icon (spec 000 §2). A logged-in player on a site with the chat
// feature on gets the chat room modal (the gateway's chat models, kept under the member's name);
// a visitor, or a site with the chat off, gets the service window, 440×750 (spec 000 §9), at the
// address the core resolves (the gateway's live chat, else the skin's link). The choice is engine
// customerServiceAction. A blocked popup says so (spec 000 §8 'Popup blocked. Please allow popups
// and try again.'). The build's first view cannot know whether the gateway has a customer service
// (the permission names it): it keeps the icon's place, greyed, so the header does not move when
// the answer brings one.
import { customerServiceAction } from '../../../engine';
import { openServiceWindow } from '../../lib/browser/open-service-window';
import { useFirstView } from '../../lib/browser/use-first-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFeature } from '../boot/boot-context';
import { useCustomerServiceUrl } from '../boot/use-customer-service-url';
import { useModal } from '../modals/use-modal';
import { useIsLoggedIn } from '../session/session-context';
import { IconButton } from './components/icon-button';
import { HeadsetIcon } from './components/shell-icons';

export function CustomerServiceIcon() {
  const { t } = useTranslation();
  const url = useCustomerServiceUrl();
  const action = customerServiceAction(url, {
    loggedIn: useIsLoggedIn(),
    chat: useFeature('chat'),
  });
  const { open } = useModal();
  const firstView = useFirstView();
  if (!action && firstView) {
    return (
      <IconButton label={t('header.customerService')} disabled>
        <HeadsetIcon />
      </IconButton>
    );
  }
  if (!action) return null;
  return (
    <IconButton
      label={t('header.customerService')}
      onClick={() => {
        if (action.kind === 'chatRoom') {
          open('chatRoom');
        } else if (!openServiceWindow(action.url)) {
          open('alert', { message: t('error.popupBlocked'), tone: 'warning' });
        }
      }}
    >
      <HeadsetIcon />
    </IconButton>
  );
}
