// The side menu's entries (spec 000 §2, §6; spec 001 §2, §9): home, the VIP entry for VIP members,
// the invite entry when logged out or referral is on, bet history, at most 6 promotions, app
// download, the language selector, in the skin's order (engine sideMenuItems), then the skin's
// w_leftmenu banners (the skin's, then the gateway's), each its words as text over its picture.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  memberPagePath,
  sideMenuItems,
  sideMenuPromotions,
  type SideMenuItem,
} from '../../../engine';
import { BannerLink } from '../../components/banner-link';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeatureCheck } from '../boot/boot-context';
import { useBanners } from '../boot/use-banners';
import { useIsLoggedIn } from '../session/session-context';
import { useMember } from '../session/use-member';
import { AppDownloads, type QrCodeComponent } from './app-downloads';
import { LanguageSelect } from './language-select';

const List = styled.ul`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    color: var(--skin-text);
    text-decoration: none;
    border-radius: var(--skin-radius);
  }
  a:hover,
  a.active {
    background: var(--skin-surface-raised);
  }
  ul {
    margin: 0;
    padding: 0 0 0 0.75rem;
    list-style: none;
    font-size: 0.875rem;
  }
  ul a {
    min-height: 2.25rem;
    color: var(--skin-text-muted);
  }
  > li.tool {
    padding: 0.5rem 0.75rem;
  }
`;

const Banner = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export interface SideMenuListProps {
  QrCode: QrCodeComponent;
  /** A banner linked to a game; without it such a banner is not clickable. */
  onLaunchGame?: (gameCode: string) => void;
}

export function SideMenuList({ QrCode, onLaunchGame }: SideMenuListProps) {
  const { t } = useTranslation();
  const skin = useSkin();
  const loggedIn = useIsLoggedIn();
  const member = useMember();
  const items = sideMenuItems(skin.menus.side, {
    loggedIn,
    isOn: useFeatureCheck(),
    hasVip: member?.hasVip ?? false,
    referralPromoEnabled: member?.availablePromo.REFERRAL.enabled ?? false,
    hasAppLinks: Boolean(skin.links.apps.ios || skin.links.apps.android),
    supportedLocales: skin.locales.supported,
  });
  const promotions = useGatewayQuery('promotions', {}, { enabled: items.includes('promotions') });

  const entry = (item: SideMenuItem): ReactNode => {
    switch (item) {
      case 'home':
        return (
          <NavLink to="/" end>
            {t('sideMenu.home')}
          </NavLink>
        );
      case 'vip':
        return (
          <Link to={memberPagePath('vip')}>
            {member?.vipLabelName
              ? t('sideMenu.vipLevel', { label: member.vipLabelName })
              : t('sideMenu.vip')}
          </Link>
        );
      case 'invite':
        return <Link to={memberPagePath('referral')}>{t('sideMenu.invite')}</Link>;
      case 'betHistory':
        return <Link to={memberPagePath('personalHistoryCopy')}>{t('sideMenu.betHistory')}</Link>;
      case 'promotions': {
        const list = sideMenuPromotions(promotions.data?.list);
        return (
          <>
            <NavLink to="/promotions">{t('sideMenu.promotions')}</NavLink>
            {list.length > 0 && (
              <ul>
                {list.map((promotion) => (
                  <li key={promotion.id}>
                    <Link to={`/promotions#${promotion.id}`}>{promotion.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }
      case 'pointsMall':
        return <NavLink to="/pointMall">{t('sideMenu.pointsMall')}</NavLink>;
      case 'appDownload':
        return <AppDownloads QrCode={QrCode} />;
      case 'language':
        return <LanguageSelect />;
    }
  };

  const banners = useBanners('w_leftmenu');
  return (
    <>
      <List>
        {items.map((item) => (
          <li
            key={item}
            className={item === 'appDownload' || item === 'language' ? 'tool' : undefined}
          >
            {entry(item)}
          </li>
        ))}
      </List>
      {banners.length > 0 && (
        <Banner>
          {banners.map((banner) => (
            <BannerLink
              key={banner.key}
              image={banner.image}
              alt={banner.alt}
              headline={banner.headline}
              subtitle={banner.subtitle}
              shape="wide"
              target={banner.target}
              onLaunchGame={onLaunchGame}
              loading="lazy"
            />
          ))}
        </Banner>
      )}
    </>
  );
}
