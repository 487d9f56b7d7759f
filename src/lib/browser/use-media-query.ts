// A CSS media query as React state, following its changes (useSyncExternalStore, so a change
// re-renders in the same frame). Where matchMedia is missing (old test environments), `fallback`
// holds; a server render (the build's first view: no screen at all) gets `serverValue`, which is
// `fallback` unless the caller can say "not known" (null) and let CSS decide.
import { useCallback, useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? fallback,
    () => serverValue,
  );
}

/** The player asked the system for less motion: carousels stop turning by themselves. */
export const usePrefersReducedMotion = () =>
  useMediaQuery('(prefers-reduced-motion: reduce)', false);
