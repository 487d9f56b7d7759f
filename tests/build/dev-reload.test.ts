// `skinforge dev` in a real browser: a skin edit reloads the page by itself (bench/dev-reload.ts
// times it), an invalid edit shows the validate issues in Vite's overlay without stopping the
// server, and fixing it reloads.
// The server runs with --api pointed at a stand-in operator gateway (a plain HTTP server that
// echoes what reached it), so the embedded gateway's database stays out of it.
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../cli/browser/chromium';
import { startDevServer, type RunningDevServer } from '../../cli/dev/start-dev-server';
import { createTempWorkspace, type TempWorkspace } from './support/temp-skins';

let workspace: TempWorkspace;
let operatorGateway: Server;
let server: RunningDevServer;
let browser: Browser;
let page: Page;
let skinFile: string;
let original: string;
const log: string[] = [];
/** Every securitypolicyviolation the dev page reported (the skin's production policy applies). */
const violations: string[] = [];

/** The text of Vite's error overlay (it renders into a shadow root), or '' while there is none. */
const overlayText = () =>
  page
    .evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '')
    .catch(() => '');

async function editSkin(
  edit: (skin: Record<string, Record<string, unknown>>) => void,
): Promise<void> {
  const skin = JSON.parse(await readFile(skinFile, 'utf8'));
  edit(skin);
  await writeFile(skinFile, JSON.stringify(skin, null, 2));
}

beforeAll(async () => {
  workspace = await createTempWorkspace('dev');
  skinFile = path.join(workspace.skinsDir, 'default', 'skin.json');
  original = await readFile(skinFile, 'utf8');
  operatorGateway = createServer((request, response) =>
    response.end(JSON.stringify({ path: request.url, host: request.headers.host })),
  );
  await new Promise<void>((resolve) => operatorGateway.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(operatorGateway.address() as AddressInfo).port}`;
  server = await startDevServer({
    id: 'default',
    skinsDir: workspace.skinsDir,
    cwd: workspace.dir,
    port: 0,
    api,
    log: (line) => log.push(line),
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  page = await browser.newPage();
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: string): void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  await page.goto(server.url);
  // The first visit settles Vite's dependency optimisation before anything is timed.
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  operatorGateway?.close();
  await workspace?.remove();
});

describe('skinforge dev', () => {
  it('serves the skin: title, theme, dictionary and assets', async () => {
    const skin = JSON.parse(original);
    await expect(page.title()).resolves.toBe(skin.brand.title);
    const dictionary = await page.evaluate(async () => (await fetch('/i18n/pt.json')).json());
    expect(dictionary['login.title']).toEqual(expect.any(String));
    const logo = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('content-type'),
      `/${skin.brand.logo}`,
    );
    expect(logo).toBe('image/svg+xml');
  });

  it("proxies /wps, /lgw and /lotto/lgw to the operator's gateway named by --api", async () => {
    const api = new URL(server.gatewayUrl).host;
    for (const path of ['/wps/member/v3/login', '/lgw/game/list', '/lotto/lgw/draws']) {
      const answer = await (await fetch(new URL(path, server.url))).json();
      expect(answer).toEqual({ path, host: api });
    }
    // The embedded gateway's dev routes are not the operator's.
    expect(await (await fetch(new URL('/__dev/outbox', server.url))).text()).toContain(
      '<!doctype html>',
    );
  });

  // How fast the reload comes is bench/'s to measure; this checks that it comes on its own.
  it('reloads the page by itself after a skin edit', async () => {
    // The brand's name: the header's home link is named after it. (The title is a dictionary text
    // too, which the skin's own dictionary may set, so it need not follow skin.json.)
    await editSkin((skin) => {
      skin.brand!.name = 'Aurora Jogos (edited)';
    });
    await expect
      .poll(() => page.locator('header a.brand').getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Aurora Jogos (edited)');
  });

  it('shows the issues of an invalid edit in the overlay, and reloads once it is fixed', async () => {
    await editSkin((skin) => {
      skin.brand!.themeColor = 'blue';
    });
    await expect
      .poll(overlayText, { timeout: 5_000 })
      .toMatch(/skin\.json:\d+:\d+ \/brand\/themeColor /);

    // A fresh load while the skin is invalid gets the overlay too, and the server is still up.
    await page.reload();
    await expect.poll(overlayText, { timeout: 5_000 }).toContain('/brand/themeColor');

    await writeFile(skinFile, original);
    await page.waitForFunction(
      (title) => document.title === title,
      JSON.parse(original).brand.title,
      { timeout: 5_000 },
    );
    await expect(overlayText()).resolves.toBe('');
  });

  it("runs every page it showed under the skin's Content-Security-Policy without a refusal", () => {
    expect(violations).toEqual([]);
  });
});
