// Work the first screen does not need (the announcements read, the socket, the jackpot's ticker, the
// winner board, the footer; the banner carousel waits for this, then for its first turn) waits
// until the live page's first screen is up and the browser is idle, so it neither delays that
// screen nor blocks the first tap. The live page is up once boot has decided what the site is and
// drawn it (the boot gate calls markPageLive in that commit; on a page with the build's first view,
// that view has been hydrated by then). Once the page is live, later mounts (back to the home) start
// at once. And a part tells whether it was drawn with the page a player landed on (its first images
// load at once) or opened later.
import { useEffect, useState } from 'react';
import { useFirstView } from './use-first-view';

let painted = false;

/**
 * False from the runtime's start (src/boot.tsx calls holdUntilPageLive) until the boot gate calls
 * markPageLive. A render without a boot (a component test) has nothing to wait for.
 */
let live = true;
const waitingForLive = new Set<() => void>();

/** The runtime starts: what waits for the live page waits from now on. */
export function holdUntilPageLive(): void {
  live = false;
}

/** Boot has decided and the page shows it: what waited for the live page starts. */
export function markPageLive(): void {
  if (live) return;
  live = true;
  const waiting = [...waitingForLive];
  waitingForLive.clear();
  for (const run of waiting) run();
}

/** Runs `callback` once the page is live (now, if it is); returns a cancel. */
function whenLive(callback: () => void): () => void {
  if (live) {
    callback();
    return () => undefined;
  }
  waitingForLive.add(callback);
  return () => waitingForLive.delete(callback);
}

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
 * Runs `callback` once the page is live and the browser is idle (a chunk fetched ahead for a
 * player's first click: it is no part of the first screen); returns a cancel.
 */
export function whenLiveAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const cancelLive = whenLive(() => {
    cancelIdle = whenIdle(callback);
  });
  return () => {
    cancelLive();
    cancelIdle();
  };
}

/**
 * Whether the calling component mounted before the page first painted (and the browser was idle):
 * it is part of the page the player landed on, its first screen on screen from the start. One
 * mounted later was opened by the player. Fixed at mount.
 */
export function useMountedWithFirstView(): boolean {
  const firstView = useFirstView();
  const [withFirstView] = useState(() => firstView || !painted);
  return withFirstView;
}

/**
 * False in the first render, true once the live page is up and the browser was idle. Each caller
 * waits for an idle moment of its own, so the parts that wait for it do not all start in one task.
 */
export function useAfterFirstPaint(): boolean {
  // What draws the build's first view draws it as it was drawn: before the page was live.
  const firstView = useFirstView();
  const [ready, setReady] = useState(() => painted && !firstView);
  useEffect(() => {
    if (ready) return;
    return whenLiveAndIdle(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}
