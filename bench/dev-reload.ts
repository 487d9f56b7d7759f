// Prints how long `skinforge dev` takes from a skin edit to the page showing it: the edit is
// written, the dev server validates and re-resolves the skin, the page reloads, and the new brand
// name is read in Chromium. Median and worst of several edits after a warm-up; the aim is under a
// second (ARCHITECTURE.md "Budgets"). Time is only reported, never asserted (machines differ).
//   npx tsx bench/dev-reload.ts [edits=7]
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { startDevServer } from '../cli/dev/start-dev-server';

const EDITS = Number(process.argv[2] ?? 7);
const AIM_MS = 1_000;

const work = await mkdtemp(path.join(os.tmpdir(), 'skinforge-bench-dev-'));
const skinsDir = path.join(work, 'skins');
await cp(path.resolve('skins'), skinsDir, { recursive: true });
const skinFile = path.join(skinsDir, 'default', 'skin.json');

const server = await startDevServer({
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

async function editTitle(title: string): Promise<number> {
  const skin = JSON.parse(await readFile(skinFile, 'utf8'));
  skin.brand.name = title;
  const started = performance.now();
  await writeFile(skinFile, JSON.stringify(skin, null, 2));
  await page.waitForFunction(
    (expected) => document.querySelector('header a.brand')?.getAttribute('aria-label') === expected,
    title,
    { timeout: 30_000 },
  );
  return performance.now() - started;
}

const page = await browser.newPage();
try {
  await page.goto(server.url);
  // The first visit settles Vite's dependency optimisation; the first edit warms the skin plugin.
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await editTitle('Warm-up');
  const times: number[] = [];
  for (let index = 1; index <= EDITS; index += 1) times.push(await editTitle(`Edit ${index}`));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times[times.length - 1]!;
  console.log(
    `skin edit → page shows it, over ${EDITS} edits (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (aim < ${AIM_MS} ms)`);
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
