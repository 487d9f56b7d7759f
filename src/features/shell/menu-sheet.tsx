// The phone's menu (a narrow screen's one menu button opens it): everything the wide header and
// side menu show that the phone's one-row header leaves out, so nothing the spec lists is out of
// reach (spec 000 §2 Shell): the account menu's entries with the member's ID, the quick links
// (increase deposit, increase withdrawal, agent) as compact actions, the notice, customer-service
// and colour-mode buttons, the top navigation's categories, and on a page with a side menu (not a
// game page) the side menu's entries. A modal dialog from the screen's start edge that traps focus
// and closes on Escape, on the backdrop, on navigation and when a modal opens over it (the logout
// confirmation, the notices).
import { memo, useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { lockBodyScroll } from '../../components/body-scroll-lock';
import { FallbackImage } from '../../components/fallback-image';
import { trapFocus } from '../../components/focus-trap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useModal, useModalOnScreen } from '../modals/use-modal';
import { useIsLoggedIn } from '../session/session-context';
import { IconButton } from './components/icon-button';
import { BellIcon, CloseIcon } from './components/shell-icons';
import { CustomerServiceIcon } from './customer-service-icon';
import { QuickLinks } from './quick-links';
import { useShellPreferences } from './shell-preferences';
import { SideMenuList, type SideMenuListProps } from './side-menu-list';
import { ThemeToggle } from './theme-toggle';
import { TopNav, type VendorLaunch } from './top-nav';
import { useAccountItems } from './use-account-items';
import { useWideScreen } from './use-wide-screen';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: color-mix(in srgb, var(--skin-background) 70%, transparent);
`;

const Sheet = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 51;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 1rem;
  width: min(20rem, 88vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.5rem 0.75rem 1.5rem;
  background: var(--skin-surface);
  border-inline-end: 1px solid var(--skin-border);
  .top {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 0.25rem;
  }
  .tools {
    display: flex;
    gap: 0.25rem;
    margin-inline-end: auto;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .account {
    display: grid;
    gap: 0.25rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid var(--skin-border);
  }
  .member {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0 0.75rem 0.25rem;
  }
  .member p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .member .id {
    color: var(--skin-text-muted);
    font-size: 0.875rem;
  }
  .account a,
  .account button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    font: inherit;
    color: var(--skin-text);
    text-align: start;
    text-decoration: none;
    background: transparent;
    border: 0;
    border-radius: var(--skin-radius);
  }
  /* The quick links as a row of compact actions. */
  .quick ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .quick a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    color: var(--skin-text);
    text-decoration: none;
    background: var(--skin-surface-raised);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  /* The top navigation's categories, two to a row. */
  .games ul.entries {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.25rem;
    overflow: visible;
  }
  .games ul.entries a {
    display: flex;
    min-height: 2.75rem;
    white-space: normal;
    border-bottom: 0;
    border-radius: var(--skin-radius);
    background: var(--skin-surface-raised);
  }
  .games ul.entries a.active {
    box-shadow: inset 3px 0 0 var(--skin-primary);
  }
  /* Home and Promotions once: the side menu's entries below say them already. */
  .games[data-side-home] li:has(> a[data-entry='HOME']),
  .games[data-side-promotions] li:has(> a[data-entry='PROMO']) {
    display: none;
  }
  .account a:focus-visible,
  .account button:focus-visible,
  .quick a:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
`;

function AccountSection({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { items, memberId, nickname, iconUrl } = useAccountItems();
  return (
    <section className="account" aria-label={t('header.accountMenu')}>
      <div className="member">
        <FallbackImage src={iconUrl} alt="" fallback="avatar" width="2.5rem" loading="eager" />
        <div>
          <p>{nickname}</p>
          {memberId !== null && <p className="id">{t('accountMenu.memberId', { id: memberId })}</p>}
        </div>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {'href' in item ? (
              <Link to={item.href}>{item.label}</Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  onClose();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface MenuSheetProps {
  /** The side menu's entries, on a page that has the side menu (not a game page). */
  sideMenu: SideMenuListProps | null;
  onLaunchVendor?: (launch: VendorLaunch) => void;
}

function OpenSheet({
  sideMenu,
  onLaunchVendor,
  onClose,
}: MenuSheetProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const { menus } = useSkin();
  const loggedIn = useIsLoggedIn();
  const modalOnScreen = useModalOnScreen();
  const panel = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const opened = useRef(key);
  // Closed for a modal: focus is the modal's then, not the menu button's.
  const forModal = useRef(false);

  // A link followed inside the sheet, or a modal opening over it, closes it.
  useEffect(() => {
    forModal.current = modalOnScreen !== null;
    if (key !== opened.current || modalOnScreen !== null) onClose();
  }, [key, modalOnScreen, onClose]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const release = trapFocus(element);
    const unlock = lockBodyScroll();
    element.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      unlock();
      if (returnTo?.isConnected && !forModal.current) returnTo.focus();
    };
  }, [onClose]);

  return (
    <>
      <Backdrop onClick={onClose} />
      <Sheet ref={panel} role="dialog" aria-modal="true" aria-label={t('sideMenu.label')}>
        <div className="top">
          <div className="tools">
            <IconButton label={t('header.notices')} onClick={() => open('notice')}>
              <BellIcon />
            </IconButton>
            <CustomerServiceIcon />
            <ThemeToggle />
          </div>
          <IconButton label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {loggedIn && <AccountSection onClose={onClose} />}
        <div className="quick">
          <QuickLinks />
        </div>
        <div
          className="games"
          data-side-home={sideMenu && menus.side.includes('home') ? '' : undefined}
          data-side-promotions={sideMenu && menus.side.includes('promotions') ? '' : undefined}
        >
          <TopNav onLaunchVendor={onLaunchVendor} />
        </div>
        {sideMenu && (
          <nav aria-label={t('sideMenu.label')}>
            <SideMenuList {...sideMenu} />
          </nav>
        )}
      </Sheet>
    </>
  );
}

/**
 * The sheet while the header's menu button holds it open, on a narrow screen only (a wide screen
 * shows all of it in the header and the side column). Memoised like the header.
 */
export const MenuSheet = memo(function MenuSheet(props: MenuSheetProps) {
  const wide = useWideScreen();
  const isOpen = useShellPreferences((state) => state.drawerOpen);
  const setOpen = useShellPreferences((state) => state.setDrawerOpen);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return isOpen && wide === false ? <OpenSheet {...props} onClose={close} /> : null;
});
