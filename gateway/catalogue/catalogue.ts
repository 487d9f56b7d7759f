// The catalogue as the lobby reads it, loaded from the store once at start: 10,000 games are a few
// MB, and filtering them in memory answers a page or a search in well under a millisecond, where a
// LIKE scan on PGlite takes several and serialises behind every other query (ARCHITECTURE.md
// "Budgets": lobby page change and search under 100 ms end to end). The store stays the source of
// truth; the catalogue only changes by a migration or the seed, which reload it.
import type { Category } from '../../engine';
import type { Queryable } from '../db/database';
import type { GameSeed } from './game-row';

export interface CatalogueGame {
  nodeId: number;
  gameCode: string;
  name: string;
  displayName: string;
  gameType: Category;
  vassalage: string;
  gameClassify: string;
  isGame: 'GAME' | 'VASSALAGE';
  parentNodeId: number | null;
  isHot: 0 | 1;
  supportPlay: 0 | 1;
  sortOrder: number;
  releasedAt: number;
  /** The name folded for search: lower case, accents removed. */
  searchName: string;
}

export interface CatalogueVendor {
  code: string;
  name: string;
  sort: number;
  maintenance: boolean;
  categories: Category[];
}

export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Already folded with foldSearch. */
  search?: string;
  hotOnly?: boolean;
  releasedAfter?: number;
  /** Only these games (favourites, recent plays). */
  nodeIds?: ReadonlySet<number>;
}

/**
 * Trimmed, lower case, accents removed: "  Lotofácil " finds "LOTOFACIL 5 min" (spec 001 §5: search
 * input is trimmed).
 */
export function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A games row as the store returns it: the seed's shape, with the release time as a Date. */
type GameRow = Omit<GameSeed, 'released_at'> & { released_at: Date };

/**
 * How many filtered views stay memoised: every category, vendor and tab, and the common searches.
 */
const VIEW_CACHE_SIZE = 2000;

export class Catalogue {
  /** Top-level games in lobby order: hot first, then by popularity rank. */
  readonly games: readonly CatalogueGame[];
  readonly vendors: readonly CatalogueVendor[];
  private readonly byNodeId = new Map<number, CatalogueGame>();
  private readonly byCode = new Map<string, CatalogueGame>();
  private readonly children = new Map<number, CatalogueGame[]>();
  /**
   * Filtered views by filter: the catalogue never changes after load, so a view never goes stale.
   */
  private readonly views = new Map<string, CatalogueGame[]>();

  private constructor(games: CatalogueGame[], vendors: CatalogueVendor[]) {
    for (const game of games) {
      this.byNodeId.set(game.nodeId, game);
      this.byCode.set(game.gameCode, game);
      if (game.parentNodeId !== null) {
        this.children.set(game.parentNodeId, [
          ...(this.children.get(game.parentNodeId) ?? []),
          game,
        ]);
      }
    }
    this.games = games
      .filter((game) => game.parentNodeId === null)
      .sort((a, b) => b.isHot - a.isHot || a.sortOrder - b.sortOrder || a.nodeId - b.nodeId);
    this.vendors = vendors;
  }

  static async load(db: Queryable): Promise<Catalogue> {
    const rows = await db.query<GameRow>('SELECT * FROM games ORDER BY node_id');
    const vendorRows = await db.query<{
      code: string;
      name: string;
      sort: number;
      maintenance: boolean;
      categories: Category[];
    }>(
      `SELECT v.code, v.name, v.sort, v.maintenance, array_agg(c.category ORDER BY c.category) AS categories
       FROM vendors v JOIN vendor_categories c ON c.vendor_code = v.code GROUP BY v.code ORDER BY v.sort`,
    );
    const games = rows.map((row) => ({
      nodeId: row.node_id,
      gameCode: row.game_code,
      name: row.name,
      displayName: row.display_name,
      gameType: row.game_type,
      vassalage: row.vassalage,
      gameClassify: row.game_classify,
      isGame: row.is_game,
      parentNodeId: row.parent_node_id,
      isHot: row.is_hot,
      supportPlay: row.support_play,
      sortOrder: row.sort_order,
      releasedAt: row.released_at.getTime(),
      searchName: foldSearch(row.name),
    }));
    return new Catalogue(games, vendorRows);
  }

  game(nodeId: number): CatalogueGame | undefined {
    return this.byNodeId.get(nodeId);
  }

  gameByCode(code: string): CatalogueGame | undefined {
    return this.byCode.get(code);
  }

  subGames(nodeId: number): readonly CatalogueGame[] {
    return this.children.get(nodeId) ?? [];
  }

  /**
   * The games a lobby filter selects, in lobby order. Views without per-member sets are memoised
   * (least recently used out first), so a busy lobby's pages and searches cost a lookup.
   */
  filter(filter: GameFilter): CatalogueGame[] {
    if (filter.nodeIds || filter.releasedAfter !== undefined) return this.scan(filter);
    const key = `${filter.gameType ?? ''}|${filter.vassalage ?? ''}|${filter.gameClassify ?? ''}|${filter.hotOnly ? 1 : 0}|${filter.search ?? ''}`;
    const cached = this.views.get(key);
    if (cached) {
      this.views.delete(key);
      this.views.set(key, cached);
      return cached;
    }
    const view = this.scan(filter);
    this.views.set(key, view);
    if (this.views.size > VIEW_CACHE_SIZE) {
      this.views.delete(this.views.keys().next().value as string);
    }
    return view;
  }

  private scan(filter: GameFilter): CatalogueGame[] {
    const { gameType, vassalage, gameClassify, search, hotOnly, releasedAfter, nodeIds } = filter;
    return this.games.filter(
      (game) =>
        (!gameType || game.gameType === gameType) &&
        (!vassalage || game.vassalage === vassalage) &&
        (!gameClassify || game.gameClassify === gameClassify) &&
        (!hotOnly || game.isHot === 1) &&
        (releasedAfter === undefined || game.releasedAt > releasedAfter) &&
        (!nodeIds || nodeIds.has(game.nodeId)) &&
        (!search || game.searchName.includes(search)),
    );
  }
}

/**
 * One page of a list (1-based); totalPages is at least 1 so "page 1 of 1" reads right when empty.
 */
export function paginate<T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
): { items: T[]; total: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: items.length,
    totalPages,
  };
}
