// What a picture is of, found from its URL's kind and key: a game or a vendor of the catalogue, an
// avatar number, a VIP level, a prize amount, or a promotion, good or banner row. Undefined when
// there is no such thing, which the route answers with 404 (spec 000 §8: the site then shows its
// default icon).
import { MAX_VIP_LEVEL } from '../../engine';
import type { Queryable } from '../db/database';
import type { ArtKind } from './art-kinds';
import { GENERIC_THEME, PROMOTION_TYPE_THEMES } from './art-themes';
import type { ArtGame } from './game-art';
import type { KeyArtSubject } from './key-art';
import type { ArtVendor } from './vendor-mark';

export type ArtSubject =
  | { kind: 'games'; game: ArtGame }
  | { kind: 'vendors'; vendor: ArtVendor }
  | { kind: 'avatars' | 'vip' | 'prizes'; number: number }
  | { kind: 'promotions' | 'goods' | 'banners'; subject: KeyArtSubject };

/** Where pictures are looked up: the catalogue (games and vendors) and the store. */
export interface ArtSources {
  catalogue: {
    gameByCode(code: string): ArtGame | undefined;
    vendors: readonly ArtVendor[];
  };
  db: Queryable;
}

/** A positive whole number of at most `digits` digits, or undefined. */
function count(key: string, digits: number): number | undefined {
  return new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(key) ? Number(key) : undefined;
}

interface TitledRow {
  titles: Record<string, string>;
  type?: string;
}

async function titledRow(
  db: Queryable,
  table: 'promotions' | 'points_goods' | 'banners',
  id: number,
): Promise<TitledRow | undefined> {
  const column = table === 'points_goods' ? 'name' : 'title';
  const type = table === 'promotions' ? 'type' : 'NULL';
  const [row] = await db.query<{ titles: Record<string, string>; type: string | null }>(
    `SELECT ${column} AS titles, ${type} AS type FROM ${table} WHERE id = $1`,
    [id],
  );
  return row && { titles: row.titles, type: row.type ?? undefined };
}

/** English first: its nouns come last ("VIP trip"), which is where a theme's motif is read. */
const titlesOf = (row: TitledRow) =>
  Object.entries(row.titles)
    .sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))
    .map(([, title]) => title);

export async function findArtSubject(
  sources: ArtSources,
  kind: ArtKind,
  key: string,
): Promise<ArtSubject | undefined> {
  switch (kind) {
    case 'games': {
      const game = sources.catalogue.gameByCode(key);
      if (!game) return undefined;
      const { gameCode, name, gameClassify, vassalage } = game;
      return { kind, game: { gameCode, name, gameClassify, vassalage } };
    }
    case 'vendors': {
      const vendor = sources.catalogue.vendors.find((entry) => entry.code === key);
      if (!vendor) return undefined;
      const { code, name, categories } = vendor;
      return { kind, vendor: { code, name, categories } };
    }
    case 'avatars':
    case 'prizes': {
      const number = count(key, kind === 'avatars' ? 3 : 9);
      return number === undefined ? undefined : { kind, number };
    }
    case 'vip': {
      const level = count(key, 2);
      return level === undefined || level > MAX_VIP_LEVEL ? undefined : { kind, number: level };
    }
    case 'promotions':
    case 'goods':
    case 'banners': {
      const id = count(key, 9);
      const table = kind === 'goods' ? 'points_goods' : kind;
      const row = id === undefined ? undefined : await titledRow(sources.db, table, id);
      if (!row) return undefined;
      // No picture has words: the site draws a banner's title and subtitle over it as text, in
      // the page's language (spec 000 §2 "Banners per group").
      const subject: KeyArtSubject = {
        key: `${kind}/${id}`,
        titles: titlesOf(row),
        fallback: (row.type && PROMOTION_TYPE_THEMES[row.type]) || GENERIC_THEME,
      };
      return { kind, subject };
    }
  }
}
