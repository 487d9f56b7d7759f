// Work the first view does not need (the announcements read, the socket, the jackpot's ticker, the
// winner board; the banner carousel waits for this, then for its first turn) waits until the page
// has painted and the browser is idle, so it neither delays the first paint nor blocks the first
// tap. Once the page has painted, later mounts (back to the home) start at once. And a part tells
// whether it was drawn with the page a player landed on (its first images load at once) or opened
// later.
import { useEffect, useState } from 'react';

let painted = false;

/** Runs `callback` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Whether the calling component mounted before the page first painted (and the browser was idle):
 * it is part of the page the player landed on, its first screen on screen from the start. One
 * mounted later was opened by the player. Fixed at mount.
 */
export function useMountedWithFirstView(): boolean {
  const [withFirstView] = useState(() => !painted);
  return withFirstView;
}

/** False in the first render, true once the page has painted and the browser was idle. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}
