// A lobby choice (a tab, a vendor, a classification, a search, a page) is drawn once, with its
// games: the choice waits for its page of games before it moves the URL, for at most
// CHOICE_WAIT_MS, as a router with loaders waits for them. The current page stays meanwhile (spec
// 001 §4: the grid never collapses), and a gateway that answers in time never shows a dimmed grid
// that is then drawn again with the games — the second render and paint were most of a choice's
// cost. A list that has not come by then is shown loading, as before, so a slow network still
// answers the click at once.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a choice waits for its games before the lobby shows it loading. */
export const CHOICE_WAIT_MS = 100;

const waitAtMost = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Returns `navigateWhenReady(ready, navigate)`: runs `navigate` once `ready` settles or the wait is
 * over, unless the player has moved on meanwhile — a later choice (the latest wins), another
 * navigation, or the lobby gone.
 */
export function useNavigateWhenReady(waitMs = CHOICE_WAIT_MS) {
  const { key } = useLocation();
  const latest = useRef({ key, choice: 0, mounted: true });
  // Before any promise can settle after the commit that moved the location.
  useLayoutEffect(() => {
    latest.current.key = key;
  }, [key]);
  useEffect(() => {
    const state = latest.current;
    state.mounted = true;
    return () => {
      state.mounted = false;
    };
  }, []);
  return useCallback(
    (ready: Promise<unknown>, navigate: () => void) => {
      const state = latest.current;
      const choice = ++state.choice;
      const from = state.key;
      void Promise.race([ready, waitAtMost(waitMs)]).then(() => {
        if (state.mounted && state.choice === choice && state.key === from) navigate();
      });
    },
    [waitMs],
  );
}
