// The header's account menu (spec 000 §2) on a wide screen: its entries (./use-account-items.ts)
// below a button that shows the member's avatar (the default one when it fails) and nickname. A
// modal that opens (the first-login bonus pop-up) closes the menu rather than open on top of it.
import styled from 'styled-components';
import { FallbackImage } from '../../components/fallback-image';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModalOnScreen } from '../modals/use-modal';
import { MenuDisclosure } from './components/menu-disclosure';
import { useAccountItems } from './use-account-items';

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
  const modalOnScreen = useModalOnScreen();
  const { items, memberId, nickname, iconUrl } = useAccountItems();
  return (
    <MenuDisclosure
      label={t('header.accountMenu')}
      items={items}
      suspended={modalOnScreen !== null}
      header={
        memberId !== null && <MemberId>{t('accountMenu.memberId', { id: memberId })}</MemberId>
      }
    >
      <FallbackImage src={iconUrl} alt="" fallback="avatar" width="2rem" loading="eager" />
      <Name>{nickname}</Name>
    </MenuDisclosure>
  );
}
