// Prints how long the lobby takes from a click to the new grid painted, in Chromium, over the
// reference gateway's 10,000-game catalogue (ARCHITECTURE.md "Budgets": a category lobby's page
// change and search answered in under 100 ms end to end). Figures are printed, never asserted: time
// depends on the machine.
//   npx tsx bench/lobby.ts [--skin default] [--out dist] [--runs 20]     (after `npx skinforge build <skin>`)
// It serves the built skin with the embedded gateway (skinforge preview, in this process, on a free
// port) and drives a headless Chromium. Each sample is measured inside the page: from the click to the
// frame after the grid (GameGrid: `data-page-key`, `aria-busy`) shows the asked-for page, so the
// figure holds the request, React's render and the paint, and none of the test driver's round trips.
// Not the icons: they load after that paint, as they would for a player. The home's interactions
// start once it has settled, so they do not share the machine with its boot.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { startPreview } from '../cli/preview/start-preview';

const { values } = parseArgs({
  options: {
    skin: { type: 'string', default: 'default' },
    out: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '20' },
  },
});
const skin = values.skin;
const runs = Number(values.runs);
const outDir = path.resolve(values.out);

// The live page: the build's first view in #root, hydrated, which takes input once boot has decided
// (until then it is `inert`), so every selector here is the live page's.
const LIVE = '#root:not([inert])';

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'];
const TERMS = [
  'dragon',
  'gold',
  'fortune',
  'wild',
  'panda',
  'ruby',
  'king',
  'fire',
  'samba',
  'lucky',
  'tiger',
  'star',
  'moon',
  'queen',
  'jade',
  'neon',
  'ice',
  'storm',
  'magic',
  'rising',
];

/**
 * In the page: click what `selector` finds (or submit the search), then wait for the grid showing
 * `key` to be painted; returns the milliseconds from the click to that frame's presentation.
 *
 * The paint is read from the Element Timing API: as the grid's new cards enter the DOM (a mutation
 * observer's callback runs before the browser renders them), their elements are marked
 * `elementtiming`, and the first of them the browser reports painted gives the frame's presentation
 * time. A task posted after the frame is no marker: the new icons' SVG documents load in tasks the
 * browser runs first, so it fired up to 150 ms after the grid was on screen.
 */
type Action =
  { click: string } | { search: string; term: string } | { select: string; value: string };

async function clickToPaint(page: Page, action: Action, key: string): Promise<number> {
  return page.evaluate(
    async ({ action, key }) => {
      // Named for this measurement: an earlier grid's icons are reported as they load, later.
      const MARK = `bench-grid ${key} ${performance.now()}`;
      const grid = () =>
        document.querySelector(`ul[data-page-key="${CSS.escape(key)}"][aria-busy="false"]`);
      const painted = new Promise<number>((resolve) => {
        const paints = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            identifier: string;
            renderTime: number;
          })[]) {
            if (entry.identifier !== MARK || entry.renderTime === 0) continue;
            paints.disconnect();
            resolve(entry.renderTime);
            return;
          }
        });
        paints.observe({ type: 'element' });
        const observer = new MutationObserver(() => {
          const shown = grid();
          if (!shown) return;
          observer.disconnect();
          // Every element of the new page (the cards' names are text, painted with the grid; a
          // card already on screen from the last page is not painted anew and stays silent).
          for (const element of shown.querySelectorAll('*')) {
            element.setAttribute('elementtiming', MARK);
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-page-key', 'aria-busy'],
        });
      });
      const start = performance.now();
      if ('click' in action) {
        (document.querySelector(action.click) as HTMLElement).click();
      } else if ('select' in action) {
        const select = document.querySelector(action.select) as HTMLSelectElement;
        select.value = action.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        const form = document.querySelector(action.search) as HTMLFormElement;
        const input = form.querySelector('input') as HTMLInputElement;
        // React reads the value through its own setter.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          action.term,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
        form.requestSubmit();
      }
      // A selector or key this script got wrong must fail the run, not hang it.
      let timer = 0;
      const late = new Promise<never>((_, reject) => {
        timer = window.setTimeout(
          () => reject(new Error(`bench/lobby: no grid "${key}" painted within 15 s`)),
          15_000,
        );
      });
      const paintedAt = await Promise.race([painted, late]);
      window.clearTimeout(timer);
      return paintedAt - start;
    },
    { action, key },
  );
}

function report(name: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
  console.log(
    `${name.padEnd(44)} n=${String(sorted.length).padStart(3)}  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms  max ${sorted[sorted.length - 1]!.toFixed(1).padStart(6)} ms`,
  );
}

if (!existsSync(path.join(outDir, skin, 'index.html'))) {
  console.error(`No build of "${skin}" in ${outDir}: run \`npx skinforge build ${skin}\` first.`);
  process.exit(1);
}

const preview = await startPreview({
  id: skin,
  outDir,
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
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // No announcement popup over the lobby; and tsx names the functions this script hands the page
  // (`__name(fn, "ready")`), so the page gets that helper too.
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    (globalThis as { __name?: unknown }).__name = (fn: unknown) => fn;
  });
  const url = (route: string) => new URL(route, preview.url).href;
  const gridReady = (key: string) =>
    page.waitForSelector(`ul[data-page-key="${key}"][aria-busy="false"]`);
  // A fresh home, once it has booted and its sections have loaded: the figures are the lobby's
  // own, not the boot's (a click in the first second of a visit shares the machine with it).
  const settledHome = async () => {
    await page.goto(url('/'));
    await page.waitForSelector(`${LIVE} [role="tablist"] [role="tab"]`);
    await page.waitForLoadState('networkidle');
  };

  // Page changes in the slots lobby: 'next page' again and again (the lobby fetches the next page
  // while the player looks at one, so this is mostly React and the paint).
  await page.goto(url('/rng'));
  await gridReady('RNG:ALL::::1');
  const pageClicks: number[] = [];
  for (let next = 2; next < runs + 2; next += 1) {
    await page.waitForTimeout(150);
    pageClicks.push(
      await clickToPaint(
        page,
        { click: `${LIVE} main nav li:last-child button` },
        `RNG:ALL::::${next}`,
      ),
    );
  }

  // A vendor chosen in the slots lobby: a list nobody asked for yet (the gateway's round trip
  // included).
  const vendors = await page.$$eval(`${LIVE} main select option`, (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  const vendorChoices: number[] = [];
  for (let round = 0; round < Math.min(runs, vendors.length); round += 1) {
    vendorChoices.push(
      await clickToPaint(
        page,
        { select: `${LIVE} main select`, value: vendors[round]! },
        `RNG:ALL:${vendors[round]}:::1`,
      ),
    );
  }

  // A category click on the home's game menu: a fresh (settled) home each round, so every list is
  // fetched cold.
  const categoryClicks: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    const category = CATEGORIES[round % CATEGORIES.length]!;
    await settledHome();
    categoryClicks.push(
      await clickToPaint(
        page,
        { click: `${LIVE} #home-menu-tab-${category}` },
        `${category}:ALL::::1`,
      ),
    );
  }

  // A search from the home's search box over the whole catalogue.
  await settledHome();
  const searches: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    const term = TERMS[round % TERMS.length]!;
    searches.push(
      await clickToPaint(
        page,
        { search: `${LIVE} main form[role="search"]`, term },
        `SEARCH:ALL:::${term}:1`,
      ),
    );
  }

  // Wall-clock figures: a busy machine stretches them, so say how busy it was.
  const [load] = loadavg();
  console.log(
    `Lobby of "${skin}" in Chromium over the 10,000-game catalogue (budget: under 100 ms); load ${load!.toFixed(1)} on ${availableParallelism()} cores:`,
  );
  report('next page → grid painted (/rng)', pageClicks);
  report('vendor chosen → grid painted (/rng, cold)', vendorChoices);
  report('category click → grid painted (home, cold)', categoryClicks);
  report('search → grid painted (home search box, cold)', searches);
} finally {
  await browser.close();
  await preview.close();
}
