// How a name becomes a picture (gateway/art/art-themes.ts, game-art.ts): the motif of its last
// strong word, the palette of its first coloured one, the classification's theme when it names
// nothing, and only icons Game Icons has.
import { describe, expect, it } from 'vitest';
import {
  ART_THEMES,
  CATEGORY_THEMES,
  CLASSIFY_THEMES,
  GENERIC_THEME,
  PROMOTION_TYPE_THEMES,
} from '../../gateway/art/art-themes';
import { gameArtRecipe, type ArtGame } from '../../gateway/art/game-art';
import { motifOutline } from '../../gateway/art/motifs';
import { CLASSIFICATIONS } from '../../gateway/seed/catalogue';

const game = (name: string, gameClassify = 'SLOT', vassalage = 'PT'): ArtGame => ({
  gameCode: `${vassalage}_TEST_${name}`,
  name,
  gameClassify,
  vassalage,
});

describe('the art themes', () => {
  it('name only motifs Game Icons has', () => {
    const themes = [
      ...ART_THEMES,
      ...Object.values(CLASSIFY_THEMES),
      ...Object.values(CATEGORY_THEMES),
      ...Object.values(PROMOTION_TYPE_THEMES),
      GENERIC_THEME,
    ];
    const missing = themes
      .flatMap((theme) => theme.motifs)
      .filter((name) => {
        try {
          return !motifOutline(name);
        } catch {
          return true;
        }
      });
    expect(missing).toEqual([]);
  });

  it('give each word one theme', () => {
    const words = ART_THEMES.flatMap((theme) => theme.words);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });

  it('have a theme for every classification the catalogue uses', () => {
    const used = Object.values(CLASSIFICATIONS).flatMap((choices) => choices.map(([code]) => code));
    expect(used.filter((code) => !CLASSIFY_THEMES[code])).toEqual([]);
  });
});

describe('a game thumbnail', () => {
  it("draws the name's strong word over a weak one, wherever it stands", () => {
    const dragon = ART_THEMES.find((theme) => theme.words.includes('dragon'))!;
    for (const name of ['Golden Dragons', 'Dragon Fortune', 'Lucky Dragon Spins']) {
      expect(dragon.motifs).toContain(gameArtRecipe(game(name)).motif);
    }
  });

  it("colours it by the name's first coloured word", () => {
    const ice = ART_THEMES.find((theme) => theme.words.includes('ice'))!;
    for (const name of ['Ice Volcano', 'Ice Temple Deluxe', 'Frozen Dragons']) {
      expect(ice.palettes).toContain(gameArtRecipe(game(name)).palette);
    }
  });

  it("ignores the vendor's code in a name and falls back to the classification's theme", () => {
    const recipe = gameArtRecipe(game('Teen Patti LOTUS 2', 'TEENPATTI', 'LOTUS'));
    expect(recipe.motif).not.toBe('lotus-flower');
    expect(CLASSIFY_THEMES.MINES.motifs).toContain(gameArtRecipe(game('Xyz 3', 'MINES')).motif);
  });

  it('makes the same choices for the same game every time', () => {
    expect(gameArtRecipe(game('Royal Pandas 2'))).toEqual(gameArtRecipe(game('Royal Pandas 2')));
  });
});
