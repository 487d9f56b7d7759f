// The header's account menu (spec 000 §2): my account, platform messages, the agent entry and the
// contract dialog for agents, sign out (the core's logout: confirm, call, clear, /) and copy ID
// ('copy success', spec 001 §8), in the skin's order; platform messages show the unread count and
// contracts the requests waiting for an answer; the button shows the member's avatar (the default
// one when it fails) and nickname. A modal that opens (the first-login bonus pop-up) closes the
// menu rather than open on top of it.
import styled from 'styled-components';
import { accountMenuItems } from '../../../engine';
import { FallbackImage } from '../../components/fallback-image';
import { useGatewayQuery } from '../../lib/api';
import { copyText } from '../../lib/browser/copy-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeatureCheck } from '../boot/boot-context';
import { useModal, useModalOnScreen } from '../modals/use-modal';
import { useSession } from '../session/session-context';
import { useLogout } from '../session/use-logout';
import { MenuDisclosure, type MenuItem } from './components/menu-disclosure';

const Name = styled.span`
  max-width: 9rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 47.99rem) {
    display: none;
  }
`;

const MemberId = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  color: var(--skin-text-muted);
  font-size: 0.875rem;
`;

export function AccountMenu() {
  const { t } = useTranslation();
  const { menus } = useSkin();
  const { open } = useModal();
  const modalOnScreen = useModalOnScreen();
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

  const items: MenuItem[] = accountMenuItems(menus.account, { isAgent, isOn }).flatMap(
    (entry): MenuItem[] => {
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
    },
  );

  return (
    <MenuDisclosure
      label={t('header.accountMenu')}
      items={items}
      suspended={modalOnScreen !== null}
      header={
        memberId !== null && <MemberId>{t('accountMenu.memberId', { id: memberId })}</MemberId>
      }
    >
      <FallbackImage
        src={icon.data?.iconUrl}
        alt=""
        fallback="avatar"
        width="2rem"
        loading="eager"
      />
      <Name>{nickname}</Name>
    </MenuDisclosure>
  );
}
