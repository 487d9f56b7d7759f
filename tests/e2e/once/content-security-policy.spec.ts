// A built skin runs under its Content-Security-Policy (cli/build/security-headers.ts): the headers
// `build` wrote to `_headers` are what preview sends with every page, an inline script slipped into
// the page does not run, and a raw innerHTML sink is refused by Trusted Types, while the site's
// own sanitised HTML (src/components/safe-html.tsx) still renders.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtSkinDir } from '../support/built-skin';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

test.use({ cspViolationsExpected: true });

test('every page answer carries the headers the build wrote to _headers, and _headers itself is not served', async ({
  request,
  skin,
}) => {
  const written = await readFile(path.join(builtSkinDir(skin.id), '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.*)/.exec(written)?.[1];
  expect(csp).toContain("script-src 'self';");
  for (const route of ['/', '/member', '/help']) {
    const headers = (await request.get(route)).headers();
    expect(headers['content-security-policy'], route).toBe(csp);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
  }
  // No file answers /_headers: it is a client route like any other path without an extension.
  expect(await (await request.get('/_headers')).text()).toContain('<div id="root"');
});

test('an inline script slipped into the page does not run', async ({ page, cspViolations }) => {
  await page.route('/', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      '</head>',
      '<script>window.__inlineScriptRan = true</script></head>',
    );
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto('/');
  await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
  expect(await page.evaluate(() => '__inlineScriptRan' in window)).toBe(false);
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive))
    .toContain('script-src-elem');
});

test('a raw innerHTML sink is refused, the sanitised one is not', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
  const attempt = await page.evaluate(() => {
    const target = document.createElement('div');
    document.body.append(target);
    try {
      target.innerHTML = '<img src="x" onerror="window.__sinkRan = true">';
      return 'assigned';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  expect(attempt).toMatch(/^TypeError: .*TrustedHTML/);
  // The violation report reaches the test through the page's event, a moment after the throw.
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive))
    .toContain('require-trusted-types-for');

  // The help page renders the gateway's server HTML through SafeHtml, under the same policy.
  cspViolations.length = 0;
  await page.goto('/help');
  await expect(page.locator('section').first()).toBeVisible();
  expect(cspViolations).toEqual([]);
});
