// The header of the player site (spec 000 §2 Shell): the brand; logged out, login and sign-up (the
// core's modals); logged in, the balance, deposit and the account menu; the notice and
// customer-service icons, the theme toggle where the skin allows it, the quick links and the top
// navigation (on every page but the home, whose game menu lists the categories: ./top-nav.tsx).
// A narrow screen (a phone) gets one row: a menu button, the brand and the balance or login and
// sign-up; the menu button opens the menu sheet with the rest (./menu-sheet.tsx), and the tab bar
// (./tab-bar.tsx) takes deposit.
import { memo, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEPOSIT_PATH } from '../../../engine';
import { Button } from '../../components/button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import { useModal } from '../modals/use-modal';
import { useIsLoggedIn } from '../session/session-context';
import { useRequireRealAccount } from '../session/use-require-real-account';
import { AccountMenu } from './account-menu';
import { ForScreenWidth } from './components/for-screen-width';
import { IconButton } from './components/icon-button';
import { BellIcon, MenuIcon } from './components/shell-icons';
import { CustomerServiceIcon } from './customer-service-icon';
import { HeaderBalance, type HeaderBalanceProps } from './header-balance';
import { QuickLinks } from './quick-links';
import { useShellPreferences } from './shell-preferences';
import { ThemeToggle } from './theme-toggle';
import { HeaderNav, type VendorLaunch } from './top-nav';
import { NARROW_SCREEN_QUERY, useWideScreen } from './use-wide-screen';

const Header = styled.header`
  background: var(--skin-surface);
  border-bottom: 1px solid var(--skin-border);
  padding: 0 1rem;
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.5rem 0;
  }
  .brand img {
    display: block;
    height: 2rem;
    max-width: 9rem;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.25rem 0.5rem;
    margin-inline-start: auto;
  }
  .session-clock {
    font-variant-numeric: tabular-nums;
    font-size: 0.875rem;
    color: var(--skin-text-muted);
  }
  .deposit {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 1rem;
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border-radius: var(--skin-radius);
    text-decoration: none;
  }
  /* A phone: one row no taller than 64 px — the menu button, the logo (which shrinks first), and
     the balance or login and sign-up; the rest is in the menu sheet. */
  @media ${NARROW_SCREEN_QUERY} {
    padding: 0 0.75rem;
    .bar {
      flex-wrap: nowrap;
      gap: 0.375rem;
      min-height: 3.5rem;
      padding: 0.375rem 0;
    }
    .brand {
      flex: 0 1 auto;
      min-width: 2.5rem;
    }
    .brand img {
      height: 1.75rem;
      max-width: 100%;
      object-fit: contain;
      object-position: left center;
    }
    .tools {
      flex: none;
      flex-wrap: nowrap;
      gap: 0.375rem;
    }
    .tools > button {
      min-height: 2.5rem;
      padding: 0.25rem 0.625rem;
      font-size: 0.875rem;
    }
    .tools [role='group'] {
      padding-inline-start: 0.5rem;
      font-size: 0.875rem;
    }
    .tools [role='group'] button {
      min-width: 2.25rem;
      min-height: 2.25rem;
    }
  }
`;

export interface SiteHeaderProps {
  onLaunchVendor?: (launch: VendorLaunch) => void;
  /** The time since login, for a member, where the skin's market asks for it (lazy). */
  SessionClock?: ComponentType;
  /** A claim's credit flying into the balance (lazy). */
  BalanceMoment?: HeaderBalanceProps['BalanceMoment'];
}

/**
 * Memoised: the layout above re-renders on every navigation (a lobby filter is one), and the
 * header's own content does not follow the address; its links and top nav read it themselves.
 */
export const SiteHeader = memo(function SiteHeader({
  onLaunchVendor,
  SessionClock,
  BalanceMoment,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const { brand } = useSkin();
  const { open } = useModal();
  const loggedIn = useIsLoggedIn();
  const requireRealAccount = useRequireRealAccount();
  const wide = useWideScreen();
  const openDrawer = useShellPreferences((state) => state.setDrawerOpen);
  return (
    <Header>
      <div className="bar">
        {wide !== true && (
          <ForScreenWidth width="narrow" wide={wide}>
            <IconButton
              label={t('header.openMenu')}
              aria-haspopup="dialog"
              onClick={() => openDrawer(true)}
            >
              <MenuIcon />
            </IconButton>
          </ForScreenWidth>
        )}
        <Link className="brand" to="/" aria-label={brand.name}>
          <img src={skinAssetUrl(brand.logo)} alt="" />
        </Link>
        <div className="tools">
          {loggedIn && SessionClock && (
            <Suspense fallback={null}>
              <SessionClock />
            </Suspense>
          )}
          {loggedIn ? (
            <HeaderBalance BalanceMoment={BalanceMoment} />
          ) : (
            <>
              <Button variant="secondary" onClick={() => open('login')}>
                {t('header.login')}
              </Button>
              <Button onClick={() => open('register')}>{t('header.signUp')}</Button>
            </>
          )}
          {wide !== false && (
            <ForScreenWidth width="wide" wide={wide}>
              {loggedIn && (
                <Link
                  className="deposit"
                  to={DEPOSIT_PATH}
                  onClick={(event) => {
                    // The deposit sheet over the page; the address stays for a new tab.
                    event.preventDefault();
                    if (requireRealAccount()) open('deposit');
                  }}
                >
                  {t('header.deposit')}
                </Link>
              )}
              <IconButton label={t('header.notices')} onClick={() => open('notice')}>
                <BellIcon />
              </IconButton>
              <CustomerServiceIcon />
              <ThemeToggle />
              {loggedIn && <AccountMenu />}
            </ForScreenWidth>
          )}
        </div>
      </div>
      {wide !== false && (
        <ForScreenWidth width="wide" wide={wide}>
          <QuickLinks />
          <HeaderNav onLaunchVendor={onLaunchVendor} />
        </ForScreenWidth>
      )}
    </Header>
  );
});
