// The home's banners (spec 001 §2 Home): the skin's w_home banners, then the gateway's
// (announcements, value.banners of group w_home), each resolved through the same typed links
// (engine banner-target): an internal route, a promotion, a game, an https URL. The first view
// shows the first banner as a plain image (the page's largest paint, fetched first), its words as
// text over it (./components/banner-slide.tsx), so they are in the build's first view. The carousel
// (Swiper, a chunk of its own) takes over only when there is more than one banner to turn to, and
// only when it is about to move: when the first banner has stood its autoplay delay (it then turns
// at once), or as a mouse comes over it. Its script and its set-up (a full layout of the page) are
// then no part of the page's boot, and a player who never waits for a turn never pays for them.
// Where the player asks for less motion nothing turns by itself, so the carousel, turned by hand,
// is there once the page has painted. The image keeps its place and size when the carousel takes
// over, so nothing shifts. A banner that leads to a feature that is off (the points mall on a skin
// without one) is left out.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CAROUSEL } from '../../../engine';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { usePrefersReducedMotion } from '../../lib/browser/use-media-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useBanners } from '../boot/use-banners';
import { slideStyles, type BannerSwiperProps, type CarouselSlide } from './banner-slides';
import { BannerSlide } from './components/banner-slide';
import { useGameActions } from './game-actions';

// One slide's width as the carousel lays it out: the whole row, or a third of it (less the
// carousel's spacing, spec 001 §9) on a wide screen.
const Stand = styled.div`
  ${slideStyles}
  @media (min-width: 960px) {
    width: calc((100% - 2 * 20.3px) / 3);
  }
`;

type CarouselCue = 'due' | 'reached' | null;

/** When the carousel takes over from the still first banner (see the header). */
function useCarouselCue(many: boolean): [CarouselCue, (cue: CarouselCue) => void] {
  const painted = useAfterFirstPaint();
  const still = usePrefersReducedMotion();
  const [cue, setCue] = useState<CarouselCue>(null);
  useEffect(() => {
    if (!painted || !many || cue !== null || still) return;
    const timer = window.setTimeout(() => setCue('due'), CAROUSEL.autoplayDelayMs);
    return () => window.clearTimeout(timer);
  }, [painted, many, cue, still]);
  return [painted && still ? 'reached' : cue, setCue];
}

export function HomeBanners({ Carousel }: { Carousel: ComponentType<BannerSwiperProps> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { play } = useGameActions();
  const banners = useBanners('w_home');
  const [cue, setCue] = useCarouselCue(banners.length > 1);
  if (banners.length === 0) return null;

  const open = (index: number) => {
    const target = banners[index]?.target;
    if (target?.kind === 'route') navigate(target.to);
    else if (target?.kind === 'game') play({ gameCode: target.gameCode });
    else if (target?.kind === 'url') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  const slides = banners.map((banner): CarouselSlide => ({
    key: banner.key,
    src: banner.image,
    alt: banner.alt,
    headline: banner.headline,
    subtitle: banner.subtitle,
    action: t(banner.target?.kind === 'game' ? 'home.bannerPlay' : 'home.bannerOpen'),
    clickable: banner.target !== null,
  }));
  const still = (
    <Stand
      role="region"
      aria-label={t('home.banners')}
      // A mouse over the banner: the player may turn it (a finger's tap must reach the button).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && slides.length > 1) setCue('reached');
      }}
    >
      <BannerSlide slide={slides[0]!} onOpen={() => open(0)} first />
    </Stand>
  );
  if (cue === null || slides.length < 2) return still;
  return (
    <Suspense fallback={still}>
      <Carousel
        label={t('home.banners')}
        slides={slides}
        onOpen={open}
        turnAtOnce={cue === 'due'}
      />
    </Suspense>
  );
}
