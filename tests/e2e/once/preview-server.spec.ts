// `skinforge preview` serves the build the way a static host should: client routes fall back to
// index.html, index.html is revalidated on every visit, hashed runtime files are cached for good,
// and missing files and unknown gateway paths are real 404s.
import { expect, test } from '../support/skin-test';

test('client routes get index.html, revalidated', async ({ request, skin }) => {
  for (const route of ['/', '/member', '/rng?vassalage=x', '/agentHome']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
    expect(await response.text(), route).toContain(`<title>`);
  }
  const html = await (await request.get('/index.html')).text();
  expect(html).toContain(`"id":"${skin.id}"`);
});

test('hashed runtime files are immutable; skin files revalidate; missing files are 404s', async ({
  request,
  skin,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/_app\//);
  const runtime = await request.get(script!);
  expect(runtime.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const dictionary = await request.get(`/i18n/${skin.locales.default}.json`);
  expect(dictionary.status()).toBe(200);
  expect(dictionary.headers()['cache-control']).toBe('no-cache');

  expect((await request.get('/_app/gone-0000.js')).status()).toBe(404);
  expect((await request.get('/assets/missing.png')).status()).toBe(404);
  expect((await request.get('/wps/no-such-action')).status()).toBe(404);
});

test('pages, runtime files and dictionaries come compressed to browsers that accept it, as a CDN serves them', async ({
  request,
  skin,
}) => {
  const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const html = await plain.text();
  for (const route of ['/', '/member']) {
    const page = await request.get(route, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(page.headers()['content-encoding'], route).toBe('br');
    expect(page.headers()['vary'], route).toContain('Accept-Encoding');
    expect(await page.text(), route).toBe(html);
  }
  const gzipped = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toBe(html);

  // The runtime's largest file (the libraries chunk index.html preloads): a file under 1 KB, such
  // as the page's tiny entry, is not worth compressing and has no twin.
  const runtimeFiles = [...html.matchAll(/(?:src|href)="(\/_app\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const sizes = await Promise.all(
    runtimeFiles.map(async (url) => ({
      url,
      bytes: (await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body())
        .length,
    })),
  );
  const largest = sizes.sort((one, other) => other.bytes - one.bytes)[0]!.url;
  expect(largest).toMatch(/\/libraries-/);
  const runtime = await request.get(largest, { headers: { 'Accept-Encoding': 'br' } });
  expect(runtime.headers()['content-encoding']).toBe('br');
  expect(runtime.headers()['content-type']).toContain('javascript');
  const dictionary = await request.get(`/i18n/${skin.locales.default}.json`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(dictionary.headers()['content-encoding']).toBe('br');
  expect(JSON.parse(await dictionary.text())).toHaveProperty(['nav.label']);
});
