// A picture's URL carries ART_VERSION, and browsers keep a picture of the current version for a
// year (routes/art.ts). So a drawing may change only with the version: this digest of sample
// pictures of every kind is pinned beside the version it was drawn by.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ART_VERSION } from '../../gateway/art/art-kinds';
import { GENERIC_THEME, PROMOTION_TYPE_THEMES } from '../../gateway/art/art-themes';
import { drawAvatar } from '../../gateway/art/avatar-art';
import { drawGameArt } from '../../gateway/art/game-art';
import { drawKeyArt } from '../../gateway/art/key-art';
import { drawPrize } from '../../gateway/art/prize-art';
import { drawVendorMark } from '../../gateway/art/vendor-mark';
import { drawVipBadge } from '../../gateway/art/vip-badge';
import { generateCatalogue } from '../../gateway/seed/catalogue';

function samplePictures(): string[] {
  const { games, vendors } = generateCatalogue(new Date('2025-01-01T00:00:00Z'));
  const sampled = games.filter((_, index) => index < 20 || index % 500 === 0);
  return [
    ...sampled.map((game) =>
      drawGameArt(
        {
          gameCode: game.game_code,
          name: game.name,
          gameClassify: game.game_classify,
          vassalage: game.vassalage,
        },
        240,
      ),
    ),
    ...vendors.map(drawVendorMark),
    ...[1, 2, 21].map((number) => drawAvatar(number, 120)),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((level) => drawVipBadge(level, 240)),
    ...[100, 500, 2500, 10_000].map((cents) => drawPrize(cents, 120)),
    drawKeyArt('card', {
      key: 'promotions/1',
      titles: ['Welcome bonus', 'Bônus de boas-vindas'],
      fallback: PROMOTION_TYPE_THEMES.NEWBIE,
    }),
    drawKeyArt('pedestal', { key: 'goods/5', titles: ['Headphones'], fallback: GENERIC_THEME }),
    drawKeyArt('banner', {
      key: 'banners/1',
      titles: ['Play responsibly'],
      fallback: GENERIC_THEME,
    }),
  ];
}

describe('ART_VERSION', () => {
  it('moves with the drawings', () => {
    const digest = createHash('sha256').update(samplePictures().join('\n')).digest('hex');
    expect(
      { version: ART_VERSION, digest: digest.slice(0, 16) },
      'The pictures changed: bump ART_VERSION in gateway/art/art-kinds.ts and pin the new digest here',
    ).toEqual({ version: '3', digest: '81800944a19d75fe' });
  });
});
