// The header of the player site (spec 000 §2 Shell): the brand; logged out, login and sign-up (the
// core's modals); logged in, the balance, deposit and the account menu; the notice and
// customer-service icons, the theme toggle where the skin allows it, the quick links and the top
// navigation. On narrow screens a menu button opens the side menu's drawer.
import { memo } from 'react';
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
import { HeaderBalance } from './header-balance';
import { QuickLinks } from './quick-links';
import { useShellPreferences } from './shell-preferences';
import { ThemeToggle } from './theme-toggle';
import { TopNav, type VendorLaunch } from './top-nav';
import { useWideScreen } from './use-wide-screen';

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
  /* A phone (375 px): the tools take a row of their own under the brand, with tighter buttons. */
  @media (max-width: 40rem) {
    padding: 0 0.75rem;
    .tools {
      flex-basis: 100%;
      gap: 0.25rem;
    }
    .tools > button {
      padding-inline: 0.75rem;
    }
    .tools button[title] {
      min-width: 2.5rem;
    }
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
`;

export interface SiteHeaderProps {
  /** This page has a side menu (not a game page): the narrow screen gets its menu button. */
  sideMenu: boolean;
  onLaunchVendor?: (launch: VendorLaunch) => void;
}

/**
 * Memoised: the layout above re-renders on every navigation (a lobby filter is one), and the
 * header's own content does not follow the address; its links and top nav read it themselves.
 */
export const SiteHeader = memo(function SiteHeader({ sideMenu, onLaunchVendor }: SiteHeaderProps) {
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
        {sideMenu && wide !== true && (
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
          {loggedIn ? (
            <>
              <HeaderBalance />
              <Link
                className="deposit"
                to={DEPOSIT_PATH}
                onClick={(event) => !requireRealAccount() && event.preventDefault()}
              >
                {t('header.deposit')}
              </Link>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => open('login')}>
                {t('header.login')}
              </Button>
              <Button onClick={() => open('register')}>{t('header.signUp')}</Button>
            </>
          )}
          <IconButton label={t('header.notices')} onClick={() => open('notice')}>
            <BellIcon />
          </IconButton>
          <CustomerServiceIcon />
          <ThemeToggle />
          {loggedIn && <AccountMenu />}
        </div>
      </div>
      <QuickLinks />
      <TopNav onLaunchVendor={onLaunchVendor} />
    </Header>
  );
});
