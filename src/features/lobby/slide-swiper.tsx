// The home's swiper on Swiper (spec 001 §9 "Home swiper: 5 slides, gap 26"), a lazy chunk like the
// banner carousel: five slides in view on a wide screen, 26 px apart, two and a bit on a phone so
// the next one shows there is more. The player turns it by swiping or with the arrow keys; it
// never moves by itself. The region says it is a carousel, so slides out of view read as put away.
import 'swiper/css';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HOME_SWIPER } from '../../../engine';

const Region = styled.div`
  --swiper-theme-color: var(--skin-primary);
  .swiper-slide {
    height: auto;
  }
`;

export interface SlideSwiperProps {
  label: string;
  slides: ReadonlyArray<{ key: string | number; content: ReactNode }>;
}

export function SlideSwiper({ label, slides }: SlideSwiperProps) {
  return (
    <Region aria-label={label} role="region" aria-roledescription="carousel">
      <Swiper
        modules={[A11y, Keyboard]}
        a11y={{ slideLabelMessage: '' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        spaceBetween={HOME_SWIPER.spaceBetween}
        slidesPerView={2.2}
        breakpoints={{ 960: { slidesPerView: HOME_SWIPER.slidesPerView } }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.key} aria-label={`${index + 1} / ${slides.length}`}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </Region>
  );
}
