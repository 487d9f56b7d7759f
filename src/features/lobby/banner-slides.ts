// What the home gives its banner carousel, apart from the carousel itself (banner-swiper.tsx, a lazy
// chunk): the home's first view draws the first slide without loading Swiper, in the same box.
import { css } from 'styled-components';

/** A banner's box, 3:1 like every w_home banner: the image's size before it loads, so nothing shifts. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface CarouselSlide {
  key: string;
  src: string;
  alt: string;
  clickable: boolean;
}

export interface BannerSwiperProps {
  label: string;
  slides: readonly CarouselSlide[];
  onOpen: (index: number) => void;
  /**
   * The first slide has already stood a whole autoplay delay (as the still image the home showed
   * meanwhile): turn to the next one as soon as the carousel is ready.
   */
  turnAtOnce?: boolean;
}

/** A slide's image (and its button when the banner links somewhere), in and out of the carousel. */
export const slideStyles = css`
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: var(--skin-radius);
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    background: none;
  }
`;
