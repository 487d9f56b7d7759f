// The phone's bottom tab bar: the skin's `menus.tabBar` entries (engine tabBarEntries: their
// addresses, those whose feature is off left out), each an icon over its name, the page on screen
// marked current (engine currentTabEntry). Deposit and withdrawal are protected actions: a visitor
// gets the login and a trial account the real-account notice instead (spec 000 §6); deposit opens
// its sheet over the page. Fixed to the bottom of a narrow screen, with a spacer of its height at
// the end of the page so the footer's last line is not under it; a wide screen has the header's
// navigation instead and no tab bar.
import { memo, type ComponentType, type SVGProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { currentTabEntry, tabBarEntries, type TabBarItem } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useModal } from '../modals/use-modal';
import { useRequireRealAccount } from '../session/use-require-real-account';
import { ForScreenWidth } from './components/for-screen-width';
import {
  ClockIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  MailIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
  WalletIcon,
  WithdrawIcon,
} from './components/shell-icons';
import { useWideScreen } from './use-wide-screen';

const ICONS: Record<TabBarItem, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  search: SearchIcon,
  promotions: GiftIcon,
  deposit: WalletIcon,
  withdraw: WithdrawIcon,
  account: UserIcon,
  favorite: HeartIcon,
  recent: ClockIcon,
  pointsMall: StarIcon,
  messages: MailIcon,
};

/** The bar's height above the screen's own bottom inset (a phone's home indicator). */
const HEIGHT = '3.5rem';

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 40;
  padding-bottom: env(safe-area-inset-bottom);
  background: var(--skin-surface);
  border-top: 1px solid var(--skin-border);
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 0.125rem;
    min-height: ${HEIGHT};
    padding: 0.25rem 0.125rem;
    color: var(--skin-text-muted);
    font-size: 0.75rem;
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    overflow-wrap: anywhere;
    box-shadow: inset 0 3px 0 transparent;
  }
  a[aria-current='page'] {
    color: var(--skin-text);
    font-weight: 600;
    box-shadow: inset 0 3px 0 var(--skin-primary);
  }
  a:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const Space = styled.div`
  height: calc(${HEIGHT} + env(safe-area-inset-bottom));
`;

/** Memoised like the header: the layout re-renders on every navigation; the bar reads it itself. */
export const TabBar = memo(function TabBar() {
  const { t } = useTranslation();
  const { menus, features } = useSkin();
  const { pathname, search } = useLocation();
  const requireRealAccount = useRequireRealAccount();
  const { open } = useModal();
  const wide = useWideScreen();
  if (wide === true) return null;
  const entries = tabBarEntries(menus.tabBar, (feature) => features[feature].on);
  const current = currentTabEntry(entries, pathname, search);
  return (
    <ForScreenWidth width="narrow" wide={wide}>
      <Space aria-hidden="true" />
      <Bar aria-label={t('tabBar.label')}>
        <ul>
          {entries.map((entry) => {
            const Icon = ICONS[entry.id];
            return (
              <li key={entry.id}>
                <Link
                  to={entry.href}
                  aria-current={entry.id === current ? 'page' : undefined}
                  onClick={(event) => {
                    if (entry.realAccountOnly && !requireRealAccount()) {
                      event.preventDefault();
                    } else if (entry.id === 'deposit') {
                      // The deposit is a sheet over the page (the address stays for a new tab).
                      event.preventDefault();
                      open('deposit');
                    }
                  }}
                >
                  <Icon />
                  {t(`tabBar.${entry.id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </Bar>
    </ForScreenWidth>
  );
});
