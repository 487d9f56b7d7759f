// The banner carousel's own autoplay (src/features/lobby/use-carousel-autoplay.ts) over a stand-in
// for a Swiper instance: the next slide a full delay after the last change, paused under the
// mouse, while the keyboard is inside, and while the page is hidden.
import { act, renderHook } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarouselAutoplay } from '../../../src/features/lobby/use-carousel-autoplay';

const DELAY = 5000;

/** What the hook uses of a Swiper: its elements, its events and slideNext. */
function fakeSwiper() {
  const handlers = new Map<string, Set<() => void>>();
  const el = document.createElement('div');
  const wrapperEl = document.createElement('div');
  el.append(wrapperEl);
  document.body.append(el);
  const swiper = {
    el,
    wrapperEl,
    destroyed: false,
    slideNext: vi.fn(),
    on: (event: string, handler: () => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: () => void) => handlers.get(event)?.delete(handler),
    emit: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
  };
  return swiper;
}

function start(swiper: ReturnType<typeof fakeSwiper>) {
  return renderHook(() => useCarouselAutoplay(swiper as unknown as Swiper, DELAY));
}

function pointer(type: 'pointerenter' | 'pointerleave', pointerType: string): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

describe('the carousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('turns to the next slide a full delay after the last slide arrived, the player’s too', () => {
    const swiper = fakeSwiper();
    start(swiper);
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);

    // The player swipes 3 s later: the next turn is a full delay after that slide arrived.
    act(() => vi.advanceTimersByTime(3000));
    act(() => swiper.emit('transitionEnd'));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('takes its first turn after the first delay it is given, then every full delay', () => {
    const swiper = fakeSwiper();
    renderHook(() => useCarouselAutoplay(swiper as unknown as Swiper, DELAY, 0));
    act(() => vi.advanceTimersByTime(0));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => swiper.emit('transitionEnd'));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('pauses under the mouse and while the keyboard is inside, not under a finger', () => {
    const swiper = fakeSwiper();
    start(swiper);
    act(() => void swiper.el.dispatchEvent(pointer('pointerenter', 'mouse')));
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    act(() => void swiper.el.dispatchEvent(pointer('pointerleave', 'mouse')));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);

    act(() => void swiper.el.dispatchEvent(new FocusEvent('focusin')));
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => void swiper.el.dispatchEvent(new FocusEvent('focusout')));

    act(() => void swiper.el.dispatchEvent(pointer('pointerenter', 'touch')));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('waits while the page is hidden and starts a full delay again when it shows', () => {
    const swiper = fakeSwiper();
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    start(swiper);
    act(() => vi.advanceTimersByTime(DELAY - 1000));
    hidden = true;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('keeps slide changes out of the live region while it plays, and stops when unmounted', () => {
    const swiper = fakeSwiper();
    swiper.wrapperEl.setAttribute('aria-live', 'polite');
    const { unmount } = start(swiper);
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('off');
    unmount();
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });
});
