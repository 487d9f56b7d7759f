// A part below the fold (a home section, a rail) renders once its place comes near the screen, not
// with the page: the first view and the runtime's first render draw only an empty place of the
// part's estimated height (so nothing below moves when it comes, and the first view's hydration
// matches), and the part itself renders, as a transition React slices, when a player scrolls toward
// it — or at once, for a place that is on or near the screen when the page mounts. Once drawn, it
// stays. Where the browser has no IntersectionObserver, it renders as soon as it mounts.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far beyond the screen, above and below, a place counts as near: half a screen. */
const NEAR_MARGIN = '50% 0px';

/** The places waiting to come near, and what each does then: one observer for all of them. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenNear(place: Element, near: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(place, near);
  observer.observe(place);
  return () => {
    waiting.delete(place);
    observer?.unobserve(place);
  };
}

export interface RenderWhenNearProps {
  /**
   * The height the part's place keeps until it renders (a CSS length): about the part's own, so
   * the page below does not move when it comes.
   */
  estimatedHeight: string;
  children: ReactNode;
}

export function RenderWhenNear({ estimatedHeight, children }: RenderWhenNearProps) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    return whenNear(place.current, () => startTransition(() => setNear(true)));
  }, [near]);
  if (near) return children;
  return <div ref={place} style={{ minHeight: estimatedHeight }} />;
}
