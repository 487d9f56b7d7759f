// A game the gateway does not vouch for opens in a window of its own (spec 001 §2, §8). The window
// is opened without an opener: `noopener` in the features string would make window.open return null
// whether or not it opened, so a blocked popup could not be told apart; instead the opener is cut
// in the same task, before the new page can run a line of script. A null window is a blocked popup.
export type WindowOutcome = 'opened' | 'blocked';

export function openGameWindow(
  url: string,
  open: typeof window.open = window.open.bind(window),
): WindowOutcome {
  const opened = open(url, '_blank');
  if (!opened) return 'blocked';
  try {
    opened.opener = null;
  } catch {
    // A window that already left our origin cannot reach back either.
  }
  return 'opened';
}
