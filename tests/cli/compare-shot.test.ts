// `skinforge shots --compare` counts a pixel as changed once its colour moved past the compositor's
// rounding: a skin token moved a shade — the danger red #ff6b6b to #ff5c8a, which pixelmatch's
// default colour threshold takes for the same, or that red seen through a dialog's backdrop — is a
// change the operator must see; a channel one level apart under a backdrop is not.
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

  it('changed when the moved colour is seen through a dialog’s backdrop', () => {
    const { diff } = compareShot(picture([76, 44, 67]), picture([76, 48, 60]), 0);
    expect(diff.status).toBe('changed');
  });

  it('the same when a colour came out a rounding step apart', () => {
    expect(compareShot(picture([22, 29, 46]), picture([22, 30, 46]), 0).diff).toEqual({
      status: 'same',
      pixels: 0,
      ratio: 0,
    });
  });

  it('the same, with no diff image, when every pixel is', () => {
    const same = picture([255, 107, 107]);
    expect(compareShot(same, same, 0)).toEqual({ diff: { status: 'same', pixels: 0, ratio: 0 } });
  });
});
