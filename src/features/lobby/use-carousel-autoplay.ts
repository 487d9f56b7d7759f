// The banner carousel's autoplay (spec 001 §9: the next slide every 5000 ms), one timer per slide.
// Swiper's own Autoplay module also runs an animation-frame loop for as long as it plays, to report
// the time left to progress bars (the home draws none). Each frame of that loop makes the browser
// run its rendering steps, so the home rendered 60 frames a second for as long as it was open: in a
// trace, a fifth of the main thread of an idle page, and a phone's battery.
// Like Swiper's (disableOnInteraction off, pauseOnMouseEnter on), it waits a full delay after any
// slide change, the player's too, and pauses under the mouse; it also pauses while the keyboard's
// focus is inside the carousel, and while the page is hidden.
import { useEffect, useRef } from 'react';
import type { Swiper } from 'swiper';

/**
 * Turns `swiper` to its next slide every `delayMs` (null: never); the first turn comes after
 * `firstDelayMs` instead, when given.
 */
export function useCarouselAutoplay(
  swiper: Swiper | null,
  delayMs: number | null,
  firstDelayMs?: number,
): void {
  // Read once, when the autoplay starts: it says when the first turn is due, nothing after.
  const firstDelay = useRef(firstDelayMs);
  useEffect(() => {
    if (!swiper || delayMs === null) return;
    const carousel = swiper.el;
    let timer: number | undefined;
    // A carousel that took over from the still banner under the mouse starts paused.
    let hovered = carousel.matches(':hover');
    let focused = false;
    let next = firstDelay.current ?? delayMs;
    firstDelay.current = undefined;
    const stop = () => window.clearTimeout(timer);
    const schedule = () => {
      stop();
      if (hovered || focused || document.hidden || swiper.destroyed) return;
      timer = window.setTimeout(() => swiper.slideNext(), next);
      next = delayMs;
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = event.type === 'pointerenter';
      schedule();
    };
    const onFocus = (event: FocusEvent) => {
      focused = event.type === 'focusin';
      schedule();
    };

    // A slide that changes by itself is not announced (Swiper's A11y module says "polite" unless
    // its own autoplay is on).
    swiper.wrapperEl.setAttribute('aria-live', 'off');
    swiper.on('transitionEnd', schedule);
    swiper.on('touchStart', stop);
    swiper.on('touchEnd', schedule);
    carousel.addEventListener('pointerenter', onPointer);
    carousel.addEventListener('pointerleave', onPointer);
    carousel.addEventListener('focusin', onFocus);
    carousel.addEventListener('focusout', onFocus);
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      stop();
      document.removeEventListener('visibilitychange', schedule);
      carousel.removeEventListener('pointerenter', onPointer);
      carousel.removeEventListener('pointerleave', onPointer);
      carousel.removeEventListener('focusin', onFocus);
      carousel.removeEventListener('focusout', onFocus);
      if (swiper.destroyed) return;
      swiper.off('transitionEnd', schedule);
      swiper.off('touchStart', stop);
      swiper.off('touchEnd', schedule);
      swiper.wrapperEl.setAttribute('aria-live', 'polite');
    };
  }, [swiper, delayMs]);
}
