// A square picture: a motif in a palette, laid out by one of the tile compositions. Games, avatars,
// VIP levels and prizes are all tiles; they differ in how they choose what goes in.
import type { Random } from '../core/prng';
import { motifDefs } from './motif-layers';
import { motifCredit } from './motifs';
import type { Palette } from './palettes';
import { svgDocument } from './svg';
import { COMPOSITIONS, TILE, type CompositionName } from './tile-compositions';

export interface TileRecipe {
  motif: string;
  palette: Palette;
  composition: CompositionName;
}

/** The tile as SVG, `size` CSS pixels square; `over` is drawn on top (a VIP level's pips). */
export function drawTile(recipe: TileRecipe, random: Random, size: number, over = ''): string {
  const scene = COMPOSITIONS[recipe.composition](random, recipe.palette);
  return svgDocument({
    width: size,
    height: size,
    view: [TILE, TILE],
    comment: motifCredit(recipe.motif),
    defs: motifDefs(recipe.motif, recipe.palette) + scene.defs,
    body: scene.body + over,
  });
}
