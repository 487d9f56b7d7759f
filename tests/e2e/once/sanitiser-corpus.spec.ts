// Server HTML is only as safe as its sanitiser (src/components/safe-html.tsx). DOMPurify's own
// fixtures that try to call alert() — 141 of them, kept outside this repository in
// ../shared/data/dompurify-alert-vectors.json — go through the real SafeHtml component on the help
// page of a built skin, with the page's Content-Security-Policy taken off so the sanitiser stands
// alone: none may run, and none may leave a handler, a script or an address the link policy refuses.
// The same payloads assigned raw to innerHTML on a page without a policy do run: the control that
// shows the detection works.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { allowedLink } from '../../../src/components/safe-html';
import { PROJECT_ROOT } from '../support/e2e-skins';
import { expect, test } from '../support/skin-test';

const VECTORS_FILE = path.resolve(PROJECT_ROOT, '../shared/data/dompurify-alert-vectors.json');

interface Vector {
  fixture: number;
  title: string;
  payload: string;
}

function readVectors(): Vector[] {
  const { vectors } = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as { vectors: Vector[] };
  return vectors;
}

/** What is left in the page that could run script: handlers, scripts, refused addresses. */
async function leftovers(page: Page, scope: string): Promise<string[]> {
  // Read through Element.prototype: a raw payload may clobber `attributes` or `tagName` of a form.
  const found = await page.locator(scope).evaluateAll((roots) => {
    const tagOf = Object.getOwnPropertyDescriptor(Element.prototype, 'tagName')!.get!;
    return roots.flatMap((root) =>
      [...Element.prototype.querySelectorAll.call(root, '*')].flatMap((element) => {
        const tag = String(tagOf.call(element)).toLowerCase();
        const own = Element.prototype.getAttributeNames.call(element).map((name) => ({
          tag,
          name: name.toLowerCase(),
          value: Element.prototype.getAttribute.call(element, name) ?? '',
        }));
        return ['script', 'iframe', 'object', 'embed', 'base', 'meta', 'frame'].includes(tag)
          ? [{ tag, name: '<element>', value: '' }, ...own]
          : own;
      }),
    );
  });
  const urlAttributes = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster'];
  return found
    .filter(
      ({ tag, name, value }) =>
        name === '<element>' ||
        name.startsWith('on') ||
        name === 'srcdoc' ||
        (urlAttributes.includes(name) && !allowedLink(tag, name, value)),
    )
    .map(({ tag, name, value }) => `<${tag} ${name}="${value}">`);
}

test.describe('the DOMPurify alert corpus', () => {
  test.skip(
    !existsSync(VECTORS_FILE),
    `${VECTORS_FILE} is not on this machine (it is read in place, never copied into the repository)`,
  );

  test('none of the payloads runs or leaves script behind when SafeHtml renders it', async ({
    page,
  }) => {
    const vectors = readVectors();
    expect(vectors).toHaveLength(141);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The page's own policy would stop what the sanitiser lets through: take it off.
    await page.route('/help', async (route) => {
      const answer = await route.fetch();
      const headers = { ...answer.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response: answer, headers });
    });
    await page.route(
      (url) => url.pathname === '/wps/help',
      (route) =>
        route.fulfill({
          json: {
            success: true,
            message: '',
            value: {
              sections: vectors.map((vector) => ({
                tag: `vector-${vector.fixture}`,
                title: `Fixture ${vector.fixture}`,
                content: vector.payload,
              })),
            },
          },
        }),
    );
    await page.goto('/help');
    // 141 sections through DOMPurify on a shared two-core machine: more than the default 10 s.
    await expect(page.locator('section[id^="vector-"]')).toHaveCount(vectors.length, {
      timeout: 40_000,
    });
    await page.waitForLoadState('networkidle');
    // Handlers of elements that failed to load have had their turn once the frame after it is drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    expect(dialogs).toEqual([]);
    expect(await leftovers(page, 'section[id^="vector-"]')).toEqual([]);
  });

  test('the same payloads assigned raw to innerHTML on a page without a policy do run', async ({
    page,
  }) => {
    const vectors = readVectors();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('about:blank');
    await page.evaluate(
      (payloads) => {
        // Payloads clobber document properties (an <img name="body">): hold the host from the start.
        const host = document.createElement('div');
        document.body.append(host);
        for (const payload of payloads) {
          const holder = document.createElement('div');
          holder.className = 'raw';
          holder.innerHTML = payload;
          Node.prototype.appendChild.call(host, holder);
        }
      },
      vectors.map((vector) => vector.payload),
    );

    await expect.poll(() => dialogs.length).toBeGreaterThan(0);
    expect((await leftovers(page, 'div.raw')).length).toBeGreaterThan(vectors.length / 2);
  });
});
