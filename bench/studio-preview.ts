// Prints how long `skinforge studio` takes from an edit in the editor to the live preview showing
// it, without loading the preview again: a colour typed into the dark primary's field until the
// preview's `--skin-primary` has it (the theme's variables are swapped in place), and a brand name
// typed until the preview's header names it (the app is mounted anew on the new skin). Each edit
// goes the whole way: the editor sends the draft, the server validates it with the engine's own
// load, and the dev server hands it to the page. Median and worst of several edits after a
// warm-up; the aim is under a second. Time is only reported, never asserted (machines differ).
//   npx tsx bench/studio-preview.ts [edits=7]
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { startStudio } from '../cli/studio/start-studio';

const EDITS = Number(process.argv[2] ?? 7);
const AIM_MS = 1_000;

const work = await mkdtemp(path.join(os.tmpdir(), 'skinforge-bench-studio-'));
const skinsDir = path.join(work, 'skins');
await cp(path.resolve('skins'), skinsDir, { recursive: true });

const studio = await startStudio({
  id: 'default',
  skinsDir,
  cwd: work,
  port: 0,
  log: () => undefined,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});

const control = (page: Page, pointer: string) => page.locator(`[id$=":${pointer}"]`);

/** Types `value` into the control at `pointer` and waits until the preview shows it. */
async function timeEdit(page: Page, pointer: string, value: string, shown: string) {
  const site = page.frames().find((frame) => frame !== page.mainFrame())!;
  const started = performance.now();
  await control(page, pointer).fill(value);
  await site.waitForFunction(shown, value, { timeout: 30_000, polling: 'raf' });
  return performance.now() - started;
}

const primaryShown = `(value) => getComputedStyle(document.documentElement).getPropertyValue('--skin-primary').trim() === value`;
const nameShown = `(value) => document.querySelector('header a.brand')?.getAttribute('aria-label') === value`;

function report(what: string, times: number[]) {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times[times.length - 1]!;
  console.log(
    `${what}: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (aim < ${AIM_MS} ms)`,
  );
}

const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
try {
  await page.addInitScript(() => window.localStorage.setItem('skinforge-studio-language', 'en'));
  await page.goto(studio.url);
  // The first visit settles Vite's dependency optimisation and the preview's boot.
  await page.frameLocator('iframe').locator('header a.brand').waitFor({ timeout: 120_000 });
  const site = page.frames().find((frame) => frame !== page.mainFrame())!;
  await site.evaluate(() => ((window as { benchMark?: number }).benchMark = 1));

  await page.getByRole('navigation').getByRole('button', { name: 'Theme and tokens' }).click();
  await timeEdit(page, '/theme/tokens/dark/primary', '#f5b82f', primaryShown);
  const colours: number[] = [];
  for (let index = 1; index <= EDITS; index += 1) {
    const colour = `#f5b8${(0x30 + index).toString(16)}`;
    colours.push(await timeEdit(page, '/theme/tokens/dark/primary', colour, primaryShown));
  }

  await page.getByRole('navigation').getByRole('button', { name: 'Brand', exact: true }).click();
  await timeEdit(page, '/brand/name', 'Warm-up', nameShown);
  const names: number[] = [];
  for (let index = 1; index <= EDITS; index += 1) {
    names.push(await timeEdit(page, '/brand/name', `Edit ${index}`, nameShown));
  }
  const reloaded = (await site.evaluate(() => (window as { benchMark?: number }).benchMark)) !== 1;

  console.log(
    `studio edit → live preview shows it, over ${EDITS} edits each (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  report('colour token (theme swapped in place)', colours);
  report('brand name (app mounted anew)', names);
  console.log(
    `the preview page was ${reloaded ? 'LOADED AGAIN' : 'never loaded again'} during the edits`,
  );
} finally {
  await browser.close();
  await studio.close();
  await rm(work, { recursive: true, force: true });
}
