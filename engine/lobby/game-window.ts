// Where a launched game opens (spec 001 §2 Special pages, §8): in the game popup's iframe only when
// the gateway vouches for the game's origin (permission `launchGameCDNs`); otherwise in a new
// window of its own, and only over https. Anything else (another scheme, a malformed URL) is
// refused with 'Invalid URL, please contact customer service'.

export type GameWindow =
  | { kind: 'iframe'; url: string; origin: string; sameOrigin: boolean }
  | { kind: 'window'; url: string }
  | { kind: 'invalid' };

/** The origin of an entry of launchGameCDNs: a full origin, or a bare host meaning https. */
function originOf(entry: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`).origin;
  } catch {
    return null;
  }
}

export function isVouchedOrigin(origin: string, vouched: readonly string[]): boolean {
  return vouched.some((entry) => originOf(entry) === origin);
}

/**
 * `siteOrigin` is the page's own origin: a game served from it is framed without allow-same-origin
 * (see the game popup), so it cannot reach into the site's storage or DOM.
 */
export function gameWindow(
  url: string,
  vouched: readonly string[],
  siteOrigin: string,
): GameWindow {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid' };
  }
  if (parsed.username || parsed.password) return { kind: 'invalid' };
  if (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    isVouchedOrigin(parsed.origin, vouched)
  ) {
    return {
      kind: 'iframe',
      url: parsed.href,
      origin: parsed.origin,
      sameOrigin: parsed.origin === siteOrigin,
    };
  }
  return parsed.protocol === 'https:' ? { kind: 'window', url: parsed.href } : { kind: 'invalid' };
}
