// The account menu's entries (spec 000 §2): my account, platform messages with the unread count,
// the agent entry and the contract dialog with the requests waiting for an answer for agents, sign
// out (the core's logout: confirm, call, clear, /) and copy ID
// ('copy success', spec 001 §8), in the skin's order (engine accountMenuItems); with the member's
// ID and avatar. The header's menu shows them on a wide screen, the phone's menu sheet on a phone.
import { accountMenuItems } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { copyText } from '../../lib/browser/copy-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeatureCheck } from '../boot/boot-context';
import { useModal } from '../modals/use-modal';
import { useSession } from '../session/session-context';
import { useLogout } from '../session/use-logout';
import type { MenuItem } from './components/menu-disclosure';

export interface AccountItems {
  items: MenuItem[];
  memberId: number | null;
  nickname: string;
  iconUrl: string | undefined;
}

export function useAccountItems(): AccountItems {
  const { t } = useTranslation();
  const { menus } = useSkin();
  const { open } = useModal();
  const logout = useLogout();
  const isOn = useFeatureCheck();
  const isAgent = useSession((state) => state.isAgent);
  const nickname = useSession((state) => state.nickname || state.account);
  const memberId = useSession((state) => state.customerId);
  const isTrial = useSession((state) => state.isTrial);
  const icon = useGatewayQuery('memberIcon', {}, { staleTime: 10 * 60_000 });
  // Spec 000 §6: unread messages are not fetched for trial accounts. The socket keeps it current.
  const unread =
    useGatewayQuery('unreadCount', {}, { enabled: !isTrial, staleTime: 5 * 60_000 }).data?.count ??
    0;
  // The requests waiting for an answer (the contract dialog's count); the login loaded it.
  const pending =
    useGatewayQuery('consolidatedContract', {}, { enabled: isAgent, staleTime: 60_000 }).data
      ?.pendingRequests ?? 0;

  const items = accountMenuItems(menus.account, { isAgent, isOn }).flatMap((entry): MenuItem[] => {
    const label =
      entry.id === 'messageV2' && unread > 0
        ? `${t('accountMenu.messageV2')} (${unread})`
        : t(`accountMenu.${entry.id}`);
    if (entry.kind === 'link') return [{ key: entry.id, label, href: entry.href }];
    if (entry.id === 'signOut') {
      return [{ key: entry.id, label, onSelect: () => void logout({ confirmFirst: true }) }];
    }
    if (entry.id === 'contracts') {
      const text = pending > 0 ? t('accountMenu.contractsPending', { count: pending }) : label;
      return [{ key: entry.id, label: text, onSelect: () => open('contracts') }];
    }
    if (memberId === null) return [];
    return [
      {
        key: entry.id,
        label,
        onSelect: () =>
          void copyText(String(memberId)).then((copied) => {
            if (copied) open('alert', { message: t('common.copySuccess'), tone: 'success' });
          }),
      },
    ];
  });
  return { items, memberId, nickname, iconUrl: icon.data?.iconUrl };
}
