// A game's thumbnail: a Game Icons motif chosen by the words of its name (its classification's when
// the name names nothing drawable), in a palette that suits the name, laid out by one of the tile
// compositions; no text, since the site prints the name beside it. Every choice comes from the
// game code, so a game always looks the same and two games rarely alike.
import { pick } from '../core/prng';
import { artRandom } from './art-random';
import { CLASSIFY_THEMES, themesOfName } from './art-themes';
import { castIn, METALS, PALETTES, type MetalName, type PaletteName } from './palettes';
import { drawTile } from './tile-art';
import { COMPOSITION_NAMES, type CompositionName } from './tile-compositions';

export interface ArtGame {
  gameCode: string;
  name: string;
  gameClassify: string;
  /** The vendor's code, which some names carry ("Teen Patti LOTUS 2") and which says nothing. */
  vassalage: string;
}

export interface GameArtRecipe {
  motif: string;
  palette: PaletteName;
  metal: MetalName;
  composition: CompositionName;
}

export function gameArtRecipe(game: ArtGame): GameArtRecipe {
  const themes = themesOfName(game.name, [game.vassalage.toLowerCase()]);
  const drawn = themes.motif ?? CLASSIFY_THEMES[game.gameClassify] ?? CLASSIFY_THEMES.SLOT;
  const coloured = themes.colour?.palettes.length ? themes.colour : drawn;
  const random = artRandom(game.gameCode, 'recipe');
  return {
    motif: pick(random, drawn.motifs),
    palette: pick(random, coloured.palettes),
    metal: pick(random, METALS),
    composition: pick(random, COMPOSITION_NAMES),
  };
}

/** The thumbnail as SVG, `size` CSS pixels square. */
export function drawGameArt(game: ArtGame, size: number): string {
  const recipe = gameArtRecipe(game);
  return drawTile(
    { ...recipe, palette: castIn(PALETTES[recipe.palette], recipe.metal) },
    artRandom(game.gameCode, 'scene'),
    size,
  );
}
