// A CSS media query as React state, following its changes (useSyncExternalStore, so a change
// re-renders in the same frame and server or test renders get `fallback`). Where matchMedia is
// missing (old test environments), the fallback holds.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback: boolean): boolean {
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
    () => fallback,
  );
}

/** The player asked the system for less motion: carousels stop turning by themselves. */
export const usePrefersReducedMotion = () =>
  useMediaQuery('(prefers-reduced-motion: reduce)', false);
