// One picture of a settled page. A page is pictured whole: the screen grows to the page's height
// first, because what is below the fold is not drawn until it is near the screen (the lobby's rows
// and the footer skip their rendering, `content-visibility: auto`; pictures load lazily), and a
// page wider than the screen is pictured as wide as it is. A pop-up is pictured as the player sees
// it, on the screen. What sticks out sideways is read at the screen's own size.
import type { Locator } from '@playwright/test';
import { SETTLE_STEPS, type FrozenPage } from './frozen-page';
import { sidewaysOverflow } from './sideways-overflow';
import type { ShotViewport } from './viewports';

export interface Capture {
  png: Buffer;
  width: number;
  height: number;
  /** What sticks out sideways at the screen's width, or null (cli/shots/sideways-overflow.ts). */
  overflow: string | null;
  /** Pictures still loading when the shot was taken. */
  loading: number;
}

/** Chromium's largest picture; a taller page is pictured to here. */
const MAX_HEIGHT = 16_384;
const IMAGES_WAIT_MS = 10_000;
/** What the gateway draws at random (a captcha's picture) is covered in this colour. */
const MASK_COLOUR = '#808080';

export async function capture(
  frozen: FrozenPage,
  viewport: ShotViewport,
  options: { whole: boolean; masks: Locator[] },
): Promise<Capture> {
  const { page } = frozen;
  const overflow = await page.evaluate(sidewaysOverflow);
  const height = options.whole ? await growToPage(frozen, viewport) : viewport.height;
  const loading = await picturesLoaded(frozen);
  // The sheet pictures the page, not the focus: a pop-up's first field would wear its focus ring,
  // and a caret or ring that blinks into a picture makes two runs of one tree differ.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const png = await page.screenshot({
    fullPage: options.whole,
    animations: 'disabled',
    caret: 'hide',
    mask: options.masks,
    maskColor: MASK_COLOUR,
  });
  if (height !== viewport.height) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
  }
  // A PNG's size is in its header (IHDR): width at byte 16, height at byte 20.
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), overflow, loading };
}

/**
 * Grows the screen to the page's height, as often as the page changes its height once what is
 * below the fold is drawn at its real size. The height is read at the screen's own size each time:
 * at a grown size the layout's `min-height: 100vh` would keep a page that shrank as tall as the
 * screen was.
 */
async function growToPage(frozen: FrozenPage, screen: ShotViewport): Promise<number> {
  const { page } = frozen;
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  let height = screen.height;
  for (let round = 0; round < 4; round += 1) {
    if (height !== screen.height) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    }
    const target = Math.min(Math.max(await pageHeight(), screen.height), MAX_HEIGHT);
    if (target !== height) {
      height = target;
      await page.setViewportSize({ width: screen.width, height });
      await frozen.drain(SETTLE_STEPS);
    } else {
      if (height !== screen.height) await page.setViewportSize({ width: screen.width, height });
      break;
    }
  }
  return height;
}

/** Pictures on the screen still loading (one below a pop-up's screen is not pictured). */
const picturesLoading = (): number =>
  [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return !image.complete && box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  }).length;

/** Waits for the screen's pictures (their network is done; decoding is not); answers how many
 * are still loading when the wait ends. */
async function picturesLoaded({ page }: FrozenPage): Promise<number> {
  const deadline = Date.now() + IMAGES_WAIT_MS;
  for (;;) {
    const loading = await page.evaluate(picturesLoading);
    if (loading === 0 || Date.now() > deadline) return loading;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
