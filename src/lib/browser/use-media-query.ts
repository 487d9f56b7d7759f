// A CSS media query as React state, following its changes (useSyncExternalStore, so a change
// re-renders in the same frame). Where matchMedia is missing (old test environments), `fallback`
// holds; the build's first view (rendered with no screen at all, and hydrated as it was:
// ./use-first-view.ts) gets `serverValue`, which is `fallback` unless the caller can say "not
// known" (null) and let CSS decide.
import { useCallback, useSyncExternalStore } from 'react';
import { useFirstView } from './use-first-view';

export function useMediaQuery(query: string, fallback: boolean): boolean;
export function useMediaQuery(
  query: string,
  fallback: boolean,
  serverValue: boolean | null,
): boolean | null;
export function useMediaQuery(
  query: string,
  fallback: boolean,
  serverValue: boolean | null = fallback,
): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia?.(query).matches ?? fallback;
  // In a browser the hydration reads the screen too: a snapshot there that differs from the
  // browser's would make React render again at once, outside the transition that ends the first
  // view.
  const value = useSyncExternalStore(subscribe, matches, () =>
    typeof window === 'undefined' ? serverValue : matches(),
  );
  return useFirstView() ? serverValue : value;
}

/** The player asked the system for less motion: carousels stop turning by themselves. */
export const usePrefersReducedMotion = () =>
  useMediaQuery('(prefers-reduced-motion: reduce)', false);
