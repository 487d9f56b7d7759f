// The home's banners (spec 001 §2 Home): the skin's w_home banners, then the gateway's
// (announcements, value.banners of group w_home), each resolved through the same typed links
// (engine banner-target): an internal route, a promotion, a game, an https URL. The first view
// shows the first banner as a plain image (the page's largest paint, fetched first); the carousel's
// chunk (Swiper) loads once the page has painted, and only when there is more than one banner to
// turn to. The image keeps its place and size when the carousel takes over, so nothing shifts. A
// banner that leads to a feature that is off (the points mall on a skin without one) is left out.
import { Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useBanners } from '../boot/use-banners';
import { BANNER_HEIGHT, BANNER_WIDTH, slideStyles, type BannerSwiperProps } from './banner-slides';
import { useGameActions } from './game-actions';

// One slide's width as the carousel lays it out: the whole row, or a third of it (less the
// carousel's spacing, spec 001 §9) on a wide screen.
const Stand = styled.div`
  ${slideStyles}
  @media (min-width: 960px) {
    width: calc((100% - 2 * 20.3px) / 3);
  }
`;

export function HomeBanners({ Carousel }: { Carousel: ComponentType<BannerSwiperProps> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { play } = useGameActions();
  const painted = useAfterFirstPaint();
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
  const first = slides[0]!;
  const image = (
    <img
      src={first.src}
      alt={first.alt}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      fetchPriority="high"
    />
  );
  const still = (
    <Stand role="region" aria-label={t('home.banners')}>
      {first.clickable ? (
        <button type="button" onClick={() => open(0)}>
          {image}
        </button>
      ) : (
        image
      )}
    </Stand>
  );
  if (!painted || slides.length < 2) return still;
  return (
    <Suspense fallback={still}>
      <Carousel label={t('home.banners')} slides={slides} onOpen={open} />
    </Suspense>
  );
}
