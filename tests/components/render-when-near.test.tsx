// A part below the fold renders once its place comes near the screen (src/lib/browser/
// render-when-near.tsx): an empty place of its estimated height until then, the part itself after,
// for good.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from '../../src/lib/browser/render-when-near';

/** An IntersectionObserver the test drives: `near(element)` reports it on screen. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observed,
    near(element: Element, isIntersecting = true) {
      report(
        [{ target: element, isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part that renders when its place comes near the screen', () => {
  it('keeps an empty place of its estimated height until then, and renders for good once near', async () => {
    const observer = fakeObserver();
    const { container } = render(
      <RenderWhenNear estimatedHeight="14rem">
        <p>The winners</p>
      </RenderWhenNear>,
    );
    const place = container.firstElementChild as HTMLElement;
    expect(screen.queryByText('The winners')).toBeNull();
    expect(place.style.minHeight).toBe('14rem');
    expect(observer.observed.has(place)).toBe(true);

    await act(async () => observer.near(place, false));
    expect(screen.queryByText('The winners')).toBeNull();

    await act(async () => observer.near(place));
    expect(screen.getByText('The winners')).toBeVisible();
    expect(observer.observed.size).toBe(0);
  });

  it('renders at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear estimatedHeight="14rem">
        <p>The winners</p>
      </RenderWhenNear>,
    );
    expect(await screen.findByText('The winners')).toBeVisible();
  });
});
