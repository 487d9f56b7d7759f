// Prints how much a first load blocks the main thread on a phone: Chromium at a phone's width with
// the CPU slowed four times (as Lighthouse's mobile run slows it), the home of a built skin loaded
// until the first view it hydrates is live and the network is quiet; per run the total
// blocking time (the part of each long task over 50 ms, Lighthouse's TBT without its TTI bound),
// the longest task and the number of long tasks, then the median. Printed, never asserted.
//   npx tsx bench/first-load.ts [--skin default] [--out dist] [--route /] [--runs 7]   (after `npx skinforge build <skin>`)
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startPreview } from '../cli/preview/start-preview';

const { values } = parseArgs({
  options: {
    skin: { type: 'string', default: 'default' },
    out: { type: 'string', default: 'dist' },
    route: { type: 'string', default: '/' },
    runs: { type: 'string', default: '7' },
  },
});
const runs = Number(values.runs);
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

interface Run {
  blockingMs: number;
  longestMs: number;
  longTasks: number;
}

const preview = await startPreview({
  id: values.skin,
  outDir: path.resolve(values.out),
  skinsDir: path.resolve('skins'),
  port: 0,
  host: '127.0.0.1',
  dev: false,
});
const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu'],
});
const results: Run[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(new URL(values.route, preview.url).href);
    await page.locator('#root:not([inert])').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    results.push({
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
      longestMs: Math.round(Math.max(0, ...tasks)),
      longTasks: tasks.length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await preview.close();
}

for (const [index, run] of results.entries()) {
  console.log(
    `run ${index + 1}: blocking ${run.blockingMs} ms, longest task ${run.longestMs} ms, ${run.longTasks} long tasks`,
  );
}
const median = (pick: (run: Run) => number) =>
  [...results.map(pick)].sort((a, b) => a - b)[Math.floor(results.length / 2)];
const [load] = loadavg();
console.log(
  `${values.skin} ${values.route} at ${CPU_SLOWDOWN}× CPU, median of ${runs}: blocking ${median((run) => run.blockingMs)} ms, longest task ${median((run) => run.longestMs)} ms; load ${load!.toFixed(1)} on ${availableParallelism()} cores`,
);
