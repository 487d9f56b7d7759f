// `--compare`: a shot against the same shot of an earlier run, pixel by pixel. Two runs of one tree
// picture the same (./frozen-page.ts) but for the compositor's rounding: a pixel under a dialog's
// backdrop may come out one or two levels apart. So a pixel counts once its colour moved past that
// (COLOUR_THRESHOLD); at pixelmatch's default 0.1 a skin token moved a shade — the danger red
// #ff6b6b to #ff5c8a, or that red seen through a backdrop — passed for the same. pixelmatch still
// leaves out what it takes for anti-aliasing. Pictures of different sizes are compared on the
// larger canvas, the missing part counting as different.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { ShotDiff } from './shots-manifest';

/** pixelmatch's colour threshold: above a step of 2 in a channel, below a token moved a shade. */
const COLOUR_THRESHOLD = 0.01;

export interface Comparison {
  diff: ShotDiff;
  /** The picture of what differs, when any pixel does. */
  image?: Buffer;
}

export function compareShot(
  current: Buffer,
  earlier: Buffer | null,
  threshold: number,
): Comparison {
  if (!earlier) return { diff: { status: 'new' } };
  const now = PNG.sync.read(current);
  const before = PNG.sync.read(earlier);
  const width = Math.max(now.width, before.width);
  const height = Math.max(now.height, before.height);
  const output = new PNG({ width, height });
  const pixels = pixelmatch(
    onCanvas(now, width, height),
    onCanvas(before, width, height),
    output.data,
    width,
    height,
    { threshold: COLOUR_THRESHOLD },
  );
  const ratio = pixels / (width * height);
  const status = ratio > threshold ? 'changed' : 'same';
  return pixels === 0
    ? { diff: { status, pixels, ratio } }
    : { diff: { status, pixels, ratio }, image: PNG.sync.write(output) };
}

/** The picture's pixels on a canvas of the given size, transparent where it does not reach. */
function onCanvas(picture: PNG, width: number, height: number): Uint8Array {
  if (picture.width === width && picture.height === height) return picture.data;
  const canvas = new PNG({ width, height, fill: true });
  PNG.bitblt(picture, canvas, 0, 0, picture.width, picture.height, 0, 0);
  return canvas.data;
}
