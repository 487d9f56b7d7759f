// The left side menu (spec 000 §2: collapsible). Beside the content on wide screens, where the
// player may collapse it (kept across reloads); on narrow screens (375 px) a drawer the header's
// menu button opens: a modal dialog that traps focus, closes on Escape, on the backdrop and on
// navigation.
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { lockBodyScroll } from '../../components/body-scroll-lock';
import { trapFocus } from '../../components/focus-trap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ForScreenWidth } from './components/for-screen-width';
import { IconButton } from './components/icon-button';
import { ChevronIcon, CloseIcon } from './components/shell-icons';
import { useShellPreferences } from './shell-preferences';
import { SideMenuList, type SideMenuListProps } from './side-menu-list';
import { useWideScreen } from './use-wide-screen';

const Column = styled.div<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  align-self: start;
  width: ${({ $collapsed }) => ($collapsed ? '3.5rem' : '15rem')};
  max-height: 100vh;
  overflow-y: auto;
  padding: 0.5rem;
  background: var(--skin-surface);
  border-inline-end: 1px solid var(--skin-border);
  .collapse {
    display: flex;
    justify-content: flex-end;
  }
  .collapse svg {
    transform: rotate(${({ $collapsed }) => ($collapsed ? '0deg' : '180deg')});
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: color-mix(in srgb, var(--skin-background) 70%, transparent);
`;

const Drawer = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 51;
  width: min(18rem, 85vw);
  overflow-y: auto;
  padding: 0.5rem 0.75rem 1.5rem;
  background: var(--skin-surface);
  border-inline-end: 1px solid var(--skin-border);
  .close {
    display: flex;
    justify-content: flex-end;
  }
`;

/** Memoised like the header: the layout re-renders on every navigation, the menu does not follow it. */
export const SideMenu = memo(function SideMenu(props: SideMenuListProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const collapsed = useShellPreferences((state) => state.sideMenuCollapsed);
  const toggleCollapsed = useShellPreferences((state) => state.toggleSideMenu);
  const drawerOpen = useShellPreferences((state) => state.drawerOpen);
  const setDrawerOpen = useShellPreferences((state) => state.setDrawerOpen);
  const listId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);

  if (wide !== false) {
    return (
      <ForScreenWidth width="wide" wide={wide}>
        <Column $collapsed={collapsed}>
          <div className="collapse">
            <IconButton
              label={t(collapsed ? 'sideMenu.expand' : 'sideMenu.collapse')}
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={toggleCollapsed}
            >
              <ChevronIcon />
            </IconButton>
          </div>
          <nav id={listId} aria-label={t('sideMenu.label')} hidden={collapsed}>
            <SideMenuList {...props} />
          </nav>
        </Column>
      </ForScreenWidth>
    );
  }
  return drawerOpen ? <SideMenuDrawer {...props} onClose={closeDrawer} /> : null;
});

function SideMenuDrawer({ onClose, ...props }: SideMenuListProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const opened = useRef(key);

  // A link followed inside the drawer closes it.
  useEffect(() => {
    if (key !== opened.current) onClose();
  }, [key, onClose]);

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
      returnTo?.focus?.();
    };
  }, [onClose]);

  return (
    <>
      <Backdrop onClick={onClose} />
      <Drawer ref={panel} role="dialog" aria-modal="true" aria-label={t('sideMenu.label')}>
        <div className="close">
          <IconButton label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label={t('sideMenu.label')}>
          <SideMenuList {...props} />
        </nav>
      </Drawer>
    </>
  );
}
