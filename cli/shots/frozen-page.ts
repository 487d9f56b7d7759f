// What makes two shots of an unchanged tree the same to the pixel: everything that moves on its own
// stands still. The page asks for reduced motion (the marquee, winner board and carousel stand
// still), its randomness is seeded (the jackpot's start, spec 001 §9), and its clock is
// Playwright's, paused: time moves only as `settle` moves it, in fixed steps, each step waiting
// until the network has answered and the page has run what the answers started. The page then goes
// through the same states at the same times whatever the machine's load, so the jackpot's steps,
// the agent clock (spec 001 §2) and every date read the same, and a shot is taken at the same
// moment of the page's life. The gateway runs on the same fixed clock (cli/shots/run-shots.ts),
// so what it seeded and what the page shows are the same dates every run.
import type { BrowserContextOptions, Page } from '@playwright/test';
import { POPUP_SESSION_KEYS, type Locale } from '../../engine';
import { VIEWPORTS, type ViewportName } from './viewports';

/**
 * The instant every shot is taken at: mid-month and midday, so no time zone puts it on another
 * day or month, and a date range such as "this month" reads the same everywhere.
 */
export const SHOTS_TIME = Date.UTC(2026, 0, 15, 12, 0, 0);

/** Where the site keeps the player's language (spec 000 §9: local storage keys hisLang and lang). */
const LANGUAGE_KEYS = ['hisLang', 'lang'] as const;

/**
 * The skin's font is declared `font-display: optional` (engine/theme/theme-to-css.ts): on a slow
 * line a player keeps the system font rather than see the page move. Whether it came within the
 * browser's short window is a matter of the machine's load, and two runs of one tree differed in
 * every line of text; each page the shots open is served with `block` instead, so the text waits
 * for the font, which the preview serves at once. Only pages: the site's assets and the gateway's
 * answers go by untouched.
 */
const ASSET_PATH = /^\/(?:_app|assets|fonts|i18n|lgw|wps)\//;

/** How far the page's clock moves per step, and the steps a page gets to load and to settle. */
const STEP_MS = 250;
/**
 * A page's first load, 2.5 s of the page's time: its boot, reads and lazy parts, and what waits for
 * the first paint and an idle moment (at most 2 s: src/lib/browser/after-first-paint.ts).
 */
export const LOAD_STEPS = 10;
/** After a step opened a pop-up; rounds with the clock held once the page grew to its full height. */
export const SETTLE_STEPS = 4;

/** How long the network may stay busy in one step before the shot gives up on the page. */
const NETWORK_WAIT_MS = 30_000;

export function contextOptions(viewport: ViewportName, locale: Locale): BrowserContextOptions {
  const { width, height, mobile } = VIEWPORTS[viewport];
  return {
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale,
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  };
}

export interface FrozenPage {
  page: Page;
  /** Moves the page's clock `steps` steps, each once the network and the page are idle. */
  settle(steps: number): Promise<void>;
  /**
   * Lets the page finish what it does without moving its clock (what is due now still runs): a
   * page grown to its full height loads its pictures, and the shot is still taken at the same
   * moment of the page's life however many times it grew.
   */
  drain(rounds: number): Promise<void>;
}

/**
 * Freezes a new page: the language, the announcement pop-up marked closed (spec 000 §4: shots of
 * pages are not shots of the pop-up), seeded randomness at every load, the skin's font waited for
 * and the paused clock.
 */
export async function freezePage(
  page: Page,
  options: {
    language: Locale;
    account: string | null;
    /** Where the server that answers for the site's name listens. */
    servedAt: string;
  },
): Promise<FrozenPage> {
  await page.addInitScript(
    ({ language, languageKeys, popupKeys, account }) => {
      // The script runs in every frame; a sandboxed game frame has no storage.
      try {
        for (const key of languageKeys) localStorage.setItem(key, language);
        sessionStorage.setItem(popupKeys.anonymous, '1');
        if (account) sessionStorage.setItem(popupKeys.user, account);
      } catch {
        // Not the site's frame.
      }
      // mulberry32: the same sequence at every load.
      let state = 0x5eed;
      Math.random = () => {
        state = (state + 0x6d2b79f5) | 0;
        let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
        mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
        return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
      };
    },
    {
      language: options.language,
      languageKeys: LANGUAGE_KEYS,
      popupKeys: POPUP_SESSION_KEYS,
      account: options.account,
    },
  );
  await page.route(
    (url) => !ASSET_PATH.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Fetched by this process, which knows the skin's name for the site only as the server's
      // own address (the browser maps one to the other: cli/shots/run-shots.ts).
      const url = new URL(route.request().url());
      const served = new URL(options.servedAt);
      url.protocol = served.protocol;
      url.host = served.host;
      const response = await route.fetch({ url: url.href });
      const headers = { ...response.headers() };
      // The body goes back as text: its encoding and length are no longer the server's.
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(
        /font-display:\s*optional/g,
        'font-display: block',
      );
      return route.fulfill({ response, headers, body });
    },
  );
  await page.clock.install({ time: SHOTS_TIME });
  // Paused ahead of the time the pages start at (`load` sets it), so it can never be in the past.
  await page.clock.pauseAt(SHOTS_TIME + 60_000);
  const traffic = watchTraffic(page);
  const steps = async (count: number, ms: number) => {
    for (let step = 0; step < count; step += 1) {
      await page.clock.runFor(ms);
      await traffic.idle();
      await mainThreadIdle(page);
    }
  };
  return {
    page,
    settle: (count) => steps(count, STEP_MS),
    drain: (rounds) => steps(rounds, 0),
  };
}

/** Opens `url` at the shots' instant: every page starts its life at the same time. */
export async function load(frozen: FrozenPage, url: string): Promise<void> {
  await frozen.page.clock.setSystemTime(SHOTS_TIME);
  await frozen.page.goto(url, { waitUntil: 'load' });
  await frozen.settle(LOAD_STEPS);
}

/** The page's requests still waiting for an answer. */
function watchTraffic(page: Page): { idle(): Promise<void> } {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  return {
    async idle() {
      const deadline = Date.now() + NETWORK_WAIT_MS;
      // Two quiet looks in a row: an answer's handler may start the next request.
      for (let quiet = 0; quiet < 2;) {
        if (Date.now() > deadline) {
          throw new Error(
            `the page's requests did not finish within ${NETWORK_WAIT_MS / 1000} s: ${[...pending]
              .map((request) => (request as { url(): string }).url())
              .join(', ')}`,
          );
        }
        quiet = pending.size === 0 ? quiet + 1 : 0;
        await pause();
      }
    },
  };
}

/**
 * Resolves once the page has run every task queued before it: a message through a channel of its
 * own queues behind the renderer's (React schedules its work the same way), and timers are
 * Playwright's and do not run by themselves.
 */
function mainThreadIdle(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      }),
  );
}
