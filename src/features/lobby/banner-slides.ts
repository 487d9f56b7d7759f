// What the home gives its banner carousel, apart from the carousel itself (banner-swiper.tsx, a lazy
// chunk): the home's first view draws the first slide without loading Swiper, in the same box.
import { css } from 'styled-components';
import { bannerWordsStyles } from '../../components/banner-words';

/** A banner's picture, 3:1 like every w_home banner: its size before it loads, so nothing shifts. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface CarouselSlide {
  key: string;
  src: string;
  alt: string;
  /** The words drawn over the picture (a picture without words of its own), or null. */
  headline: string | null;
  subtitle: string | null;
  /** The call to action a slide with a link shows (its whole box is the button). */
  action: string | null;
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

/**
 * A slide (./components/banner-slide.tsx), in and out of the carousel. Its words are sized by the
 * slide's own width (a container), so a phone's one slide and a wide screen's three each fit theirs;
 * a narrow slide is 2:1, so two lines of headline, a subtitle and the call to action fit under
 * each other, and the picture (its art on the right) is cut from its left.
 */
export const slideStyles = css`
  .slide {
    position: relative;
    display: block;
    width: 100%;
    padding: 0;
    overflow: hidden;
    container-type: inline-size;
    border-radius: var(--skin-radius);
    background: none;
    color: var(--skin-hero-text);
    text-align: start;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    object-position: 75% 50%;
  }
  @container (max-width: 34rem) {
    img {
      aspect-ratio: 2 / 1;
    }
  }
  .words {
    ${bannerWordsStyles}
    align-items: flex-start;
    gap: 0.5em;
    padding-inline-start: 6cqi;
    font-size: clamp(0.8125rem, 3.6cqi, 1.25rem);
    font-weight: 400;
  }
  .words strong {
    font-size: clamp(1.125rem, 6cqi, 2.25rem);
  }
  .words .action {
    padding: 0.4em 1em;
    border-radius: var(--skin-button-radius);
    background: var(--skin-primary);
    color: var(--skin-on-primary);
    font-weight: var(--skin-font-weight-strong);
  }
  /* A wide screen's third of a narrow column: the headline and its call to action. */
  @container (max-width: 20rem) {
    .words {
      font-size: 0.75rem;
    }
    .words strong {
      font-size: 0.9375rem;
    }
    .words .subtitle {
      display: none;
    }
  }
`;
