// The left side menu (spec 000 §2: collapsible). Beside the content on wide screens, where the
// player may collapse it (kept across reloads); on narrow screens its entries are in the phone's
// menu sheet, which the header's menu button opens (./menu-sheet.tsx).
import { memo, useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ForScreenWidth } from './components/for-screen-width';
import { IconButton } from './components/icon-button';
import { ChevronIcon } from './components/shell-icons';
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

/** Memoised like the header: the layout re-renders on every navigation, the menu does not follow it. */
export const SideMenu = memo(function SideMenu(props: SideMenuListProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const collapsed = useShellPreferences((state) => state.sideMenuCollapsed);
  const toggleCollapsed = useShellPreferences((state) => state.toggleSideMenu);
  const listId = useId();
  // A narrow screen's side menu is part of the phone's menu sheet (./menu-sheet.tsx).
  if (wide === false) return null;
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
});
