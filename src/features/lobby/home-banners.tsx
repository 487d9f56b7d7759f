// The home's banners (spec 001 §2 Home): the skin's w_home banners, then the gateway's
// (announcements, value.banners of group w_home), each resolved through the same typed links
// (engine banner-target): an internal route, a promotion, a game, an https URL. Until the lazy
// carousel arrives the first banner stands in its place, at the same height. A banner that leads to
// a feature that is off (the points mall on a skin without one) is left out.
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBanners } from '../boot/use-banners';
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

export function HomeBanners({ Carousel }: { Carousel: ComponentType<BannerSwiperProps> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { play } = useGameActions();
  const banners = useBanners('w_home');
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
