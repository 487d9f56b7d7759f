// The e2e matrix: one Playwright project per skin, each against that skin's build served by
// `skinforge preview <id> --dev` (the reference gateway on the same origin; --dev opens its /__dev
// routes so tests can read SMS codes and captcha answers). `npm run test:e2e` builds every skin
// first. Specs in tests/e2e/once/ test the runtime's flows and run against the default skin only;
// the other specs test what a skin changes and run for every skin (tests/e2e/README.md).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_OUT_DIR, ONCE_SKIN, e2eSkins } from './tests/e2e/support/e2e-skins';
import type { SkinOptions } from './tests/e2e/support/skin-test';

const skins = e2eSkins();
const onCi = Boolean(process.env.CI);

// Debian's Chromium (`npx playwright install` cannot download here); CHROMIUM_PATH overrides it,
// and without either Playwright falls back to its own browser (e.g. after `npx playwright install
// chromium`).
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig<SkinOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores on CI: two workers keep the machine busy without starving the preview servers.
  workers: 2,
  fullyParallel: true,
  forbidOnly: onCi,
  retries: onCi ? 1 : 0,
  // A page of the runtime costs a small 2-core machine's Chromium about 2 s of CPU to boot; with two
  // workers and three preview servers on the same cores, a step's time swings widely (CI has seen a
  // lazy modal take over 10 s). The budgets are generous so a slow machine fails on what is wrong,
  // never on what is merely slow (bench/ measures speed); a test that passes pays nothing for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: onCi ? [['dot'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace (DOM snapshots at every step, a screencast) costs every test CPU on the
    // shared 2-core machine, and 'retain-on-failure' records all of them to keep a few. On CI a
    // failed test runs once more (retries: 1) and that run records the trace; locally, with no
    // retry, a failure keeps its trace.
    trace: onCi ? 'on-first-retry' : 'retain-on-failure',
    // Players may ask for less motion, and the site honours it (the marquee, the winner board and
    // the carousel stand still): the matrix asks for it, so pages do not spend the small CI
    // machine's CPU on animation frames. A spec about motion asks for it back (page.emulateMedia).
    reducedMotion: 'reduce',
  },
  projects: skins.map((skin) => ({
    name: skin.id,
    testIgnore: skin.id === ONCE_SKIN ? [] : ['**/once/**'],
    use: { baseURL: skin.baseURL, skinId: skin.id },
  })),
  webServer: skins.map((skin) => ({
    name: skin.id,
    command: `node bin/skinforge.js preview ${skin.id} --dev --port ${skin.port} --out ${E2E_OUT_DIR}`,
    url: `${skin.baseURL}/`,
    reuseExistingServer: !onCi,
    // The gateway seeds its in-memory database on start.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  })),
});
