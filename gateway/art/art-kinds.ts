// The kinds of picture the gateway draws, one row each: the size the picture is drawn for (the
// values that carry its URL carry this size too, so the site reserves the box before it loads)
// and whether it is drawn from its key alone. Their URLs carry ART_VERSION: a picture drawn from
// its key alone never changes under a URL of the current version, so browsers and CDNs keep it
// for a year (routes/art.ts); the others are drawn from rows an operator may edit.
/**
 * Bump when a drawing changes (tests/gateway/art-version.test.ts holds a digest of sample pictures
 * and fails until both move together), so no cache keeps an old picture under a current URL.
 */
export const ART_VERSION = '3';

export interface ArtKindRow {
  width: number;
  height: number;
  /** Drawn from the key and the catalogue alone, never from a row an operator edits. */
  fromKey: boolean;
}

export const ART_KINDS = {
  games: { width: 240, height: 240, fromKey: true },
  vendors: { width: 200, height: 100, fromKey: true },
  avatars: { width: 120, height: 120, fromKey: true },
  vip: { width: 240, height: 240, fromKey: true },
  prizes: { width: 120, height: 120, fromKey: true },
  promotions: { width: 640, height: 360, fromKey: false },
  goods: { width: 480, height: 360, fromKey: false },
  banners: { width: 1200, height: 400, fromKey: false },
} as const satisfies Record<string, ArtKindRow>;

export type ArtKind = keyof typeof ART_KINDS;

export const ART_KIND_NAMES = Object.keys(ART_KINDS) as ArtKind[];

export interface ArtSize {
  width: number;
  height: number;
}

/** A game's large icon (lagerIcon) is drawn at twice the size; every other kind has one size. */
export function artSize(kind: ArtKind, large = false): ArtSize {
  const { width, height } = ART_KINDS[kind];
  return large && kind === 'games' ? { width: width * 2, height: height * 2 } : { width, height };
}

export interface ArtPathOptions {
  large?: boolean;
}

/** The picture's path under the gateway (or the image CDN the permission names). */
export function artPath(kind: ArtKind, key: string | number, options: ArtPathOptions = {}): string {
  const query = new URLSearchParams({ v: ART_VERSION });
  if (options.large && kind === 'games') query.set('size', 'large');
  return `/lgw/art/${kind}/${encodeURIComponent(String(key))}.svg?${query}`;
}

export function artUrl(
  origin: string,
  kind: ArtKind,
  key: string | number,
  options?: ArtPathOptions,
): string {
  return `${origin}${artPath(kind, key, options)}`;
}
