// Whether the page is wide enough for the side menu to sit beside the content (64rem, about
// 1024 px); below it the side menu is a drawer (issue 5: usable at 375 px).
import { useSyncExternalStore } from 'react';

export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE_SCREEN_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? true,
    () => true,
  );
}
