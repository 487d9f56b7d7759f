// One banner of the home's carousel, still or turning: its picture and, for a picture without
// words, its headline, subtitle and call to action as text over it (on a veil, --skin-hero-scrim),
// in the page's language. A banner with a link is one button; the picture is then decoration and
// the words name it.
import { BANNER_HEIGHT, BANNER_WIDTH, type CarouselSlide } from '../banner-slides';

export interface BannerSlideProps {
  slide: CarouselSlide;
  onOpen: () => void;
  /** The first view's slide: the page's largest paint, fetched first. */
  first?: boolean;
}

export function BannerSlide({ slide, onOpen, first = false }: BannerSlideProps) {
  const body = (
    <>
      <img
        src={slide.src}
        alt={slide.headline ? '' : slide.alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority={first ? 'high' : undefined}
      />
      {slide.headline && (
        <span className="words">
          <strong>{slide.headline}</strong>
          {slide.subtitle && <span className="subtitle">{slide.subtitle}</span>}
          {slide.clickable && slide.action && <span className="action">{slide.action}</span>}
        </span>
      )}
    </>
  );
  return slide.clickable ? (
    <button type="button" className="slide" onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className="slide">{body}</div>
  );
}
