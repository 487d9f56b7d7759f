// The home's banners (spec 001 §2 Home): the skin's w_home banners, then the gateway's
// (announcements, value.banners of group w_home), each resolved through the same typed links
// (engine banner-target): an internal route, a promotion, a game, an https URL. Until the lazy
// carousel arrives the first banner stands in its place, at the same height. A banner that leads to
// a feature that is off (the points mall on a skin without one) is left out.
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  homeBannerFromGateway,
  homeBannerFromSkin,
  offeredBanners,
  type ApiBanner,
  type HomeBanner,
} from '../../../engine';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import type { BannerSwiperProps } from './banner-swiper';
import { useGameActions } from './game-actions';

const Stand = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: var(--skin-radius);
  @media (min-width: 960px) {
    width: calc((100% - 2 * 20.3px) / 3);
  }
`;

export function HomeBanners({
  gatewayBanners,
  Carousel,
}: {
  gatewayBanners: readonly ApiBanner[];
  Carousel: ComponentType<BannerSwiperProps>;
}) {
  const { t } = useTranslation();
  const skin = useSkin();
  const navigate = useNavigate();
  const { play } = useGameActions();
  const banners: HomeBanner[] = offeredBanners(
    [
      ...skin.banners.w_home.map((banner, index) => {
        const home = homeBannerFromSkin(banner, index);
        return { ...home, image: skinAssetUrl(home.image) };
      }),
      ...gatewayBanners
        .filter((banner) => banner.groupName === 'w_home')
        .map(homeBannerFromGateway),
    ],
    (feature) => skin.features[feature].on,
  );
  if (banners.length === 0) return null;

  const open = (index: number) => {
    const target = banners[index]?.target;
    if (target?.kind === 'route') navigate(target.to);
    else if (target?.kind === 'game') play({ gameCode: target.gameCode });
    else if (target?.kind === 'url') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  const slides = banners.map((banner) => ({
    key: banner.key,
    src: banner.image,
    alt: banner.alt,
    clickable: banner.target !== null,
  }));
  return (
    <Suspense fallback={<Stand src={slides[0]!.src} alt={slides[0]!.alt} />}>
      <Carousel label={t('home.banners')} slides={slides} onOpen={open} />
    </Suspense>
  );
}
