// A game as the store holds it (the games table's row); the seed writes these and the catalogue
// reads them back.
import type { Category } from '../../engine';

export interface GameSeed {
  node_id: number;
  game_code: string;
  name: string;
  display_name: string;
  game_type: Category;
  vassalage: string;
  game_classify: string;
  is_game: 'GAME' | 'VASSALAGE';
  parent_node_id: number | null;
  is_hot: 0 | 1;
  support_play: 0 | 1;
  sort_order: number;
  released_at: string;
}
