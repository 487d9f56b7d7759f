// `skinforge shots --compare` counts a pixel as changed whenever its colour changed: shots of one
// tree are the same to the pixel (cli/shots/frozen-page.ts), so a skin token moved a shade — the
// danger red #ff6b6b to #ff5c8a, which pixelmatch's default colour threshold takes for the same —
// is a change the operator must see.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareShot } from '../../cli/shots/compare-shot';

function picture(badge: [number, number, number]): Buffer {
  const png = new PNG({ width: 40, height: 20 });
  for (let y = 0; y < 20; y += 1) {
    for (let x = 0; x < 40; x += 1) {
      const at = (y * 40 + x) * 4;
      const inBadge = x >= 10 && x < 30 && y >= 5 && y < 15;
      const [r, g, b] = inBadge ? badge : [15, 20, 32];
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

describe('a shot compared with an earlier one', () => {
  it('changed when one token’s colour moved a shade', () => {
    const { diff, image } = compareShot(picture([255, 92, 138]), picture([255, 107, 107]), 0);
    expect(diff).toEqual({ status: 'changed', pixels: 200, ratio: 200 / 800 });
    expect(image).toBeInstanceOf(Buffer);
  });

  it('the same, with no diff image, when every pixel is', () => {
    const same = picture([255, 107, 107]);
    expect(compareShot(same, same, 0)).toEqual({ diff: { status: 'same', pixels: 0, ratio: 0 } });
  });
});
