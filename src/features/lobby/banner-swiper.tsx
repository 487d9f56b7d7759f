// The home's banner carousel on Swiper (lazy chunk, passed to the home by the app so Swiper and its
// CSS stay out of the home's first JavaScript). Spec 001 §9 "Carousel": up to 3 slides per view,
// spacing 20.3, autoplay every 5000 ms, speed 1000 ms, looping when there is more than one banner.
// A slide with a link is a button (spec 001 §2: a click opens the banner's linked target). Players
// who ask their system for less motion get a still carousel they turn themselves, by
// swiping or with the arrow keys (WCAG 2.2.2). The autoplay is ours (./use-carousel-autoplay.ts):
// Swiper's keeps the page rendering frames for as long as it plays. Each slide names its own
// position ("3 / 7"): Swiper's own label reads the loop's slide index before it is set and would
// call every slide "1 / 7". The region says it is a carousel (the WAI-ARIA carousel pattern), so
// its slides out of view read as put away rather than cut off.
import 'swiper/css';
import { useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL } from '../../../engine';
import { usePrefersReducedMotion } from '../../lib/browser/use-media-query';
import { slideStyles, type BannerSwiperProps } from './banner-slides';
import { BannerSlide } from './components/banner-slide';
import { useCarouselAutoplay } from './use-carousel-autoplay';

const Carousel = styled.div`
  --swiper-theme-color: var(--skin-primary);
  ${slideStyles}
`;

export function BannerSwiper({ label, slides, onOpen, turnAtOnce = false }: BannerSwiperProps) {
  const many = slides.length > 1;
  const still = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useCarouselAutoplay(
    swiper,
    many && !still ? CAROUSEL.autoplayDelayMs : null,
    turnAtOnce ? 0 : undefined,
  );
  return (
    <Carousel aria-label={label} role="region" aria-roledescription="carousel">
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={setSwiper}
        a11y={{ slideLabelMessage: '' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        spaceBetween={CAROUSEL.spaceBetween}
        speed={still ? 0 : CAROUSEL.speedMs}
        loop={many}
        slidesPerView={1}
        breakpoints={{ 960: { slidesPerView: Math.min(CAROUSEL.slidesPerView, slides.length) } }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.key} aria-label={`${index + 1} / ${slides.length}`}>
            <BannerSlide slide={slide} onOpen={() => onOpen(index)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Carousel>
  );
}
