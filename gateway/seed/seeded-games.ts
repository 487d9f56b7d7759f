// The catalogue's top-level games, read once per merchant: apart, as several seeds pick from them.
import type { Queryable } from '../db/database';
import type { SeedGame } from './seed-history';

export interface CatalogueGame extends SeedGame {
  is_hot: number;
}

export function catalogueGames(db: Queryable): Promise<CatalogueGame[]> {
  return db.query<CatalogueGame>(
    'SELECT node_id, game_code, game_type, vassalage, is_game, is_hot FROM games WHERE parent_node_id IS NULL ORDER BY node_id',
  );
}
