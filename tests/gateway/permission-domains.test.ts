// The permission's main domain, mirrors, image CDN and analytics id (spec 000 §3) as the reference
// gateway sends them, the dev switch that changes them for one e2e scope, and the stand-in analytics
// script (gateway/README.md "Main domain, mirrors, image CDN and analytics").
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveImageUrl } from '../../engine';
import { startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

afterEach(async () => {
  await gateway.dev('DELETE', 'scopes/domains');
});

describe('the permission’s domains', () => {
  it('names the main domain, no redirect and no analytics id, and the skin’s mirrors as domainRoute', async () => {
    const plain = (await gateway.client().call('permission', {})).info;
    expect([plain.mainDomain, plain.redirectToMainDomain, plain.domainRoute, plain.gtagId]).toEqual(
      ['default.skinforge.test', false, [], ''],
    );
    const regional = (await gateway.client({ merchantCode: 'MC1002' }).call('permission', {})).info;
    expect(regional.domainRoute).toEqual([
      'm1.lusasorte.example.com',
      'm2.lusasorte.example.com',
      'lusasorte-alt.example.net',
    ]);
    expect((await gateway.client({ merchantCode: 'MC1002' }).call('domainRoutes')).list[0]).toEqual(
      { domain: 'm1.lusasorte.example.com', label: 'Espelho 1' },
    );
  });

  it('changes the main domain, the redirect, the mirrors and the analytics id for one scope only', async () => {
    await gateway.dev('POST', 'permission', {
      mainDomain: '127.0.0.1:5200',
      redirectToMainDomain: true,
      domainRoute: ['mirror.example.com'],
      gtagId: 'G-TEST1',
      scope: 'domains',
    });
    const scoped = (await gateway.client({ scope: 'domains' }).call('permission', {})).info;
    expect([
      scoped.mainDomain,
      scoped.redirectToMainDomain,
      scoped.domainRoute,
      scoped.gtagId,
    ]).toEqual(['127.0.0.1:5200', true, ['mirror.example.com'], 'G-TEST1']);
    const others = (await gateway.client().call('permission', {})).info;
    expect([others.redirectToMainDomain, others.gtagId]).toEqual([false, '']);
  });

  it('refuses a main domain that is not a host, saying which field and what came', async () => {
    const answer = await gateway.raw('/__dev/permission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mainDomain: 'https://x.example/path', scope: 'domains' }),
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'mainDomain must be a host such as www.example.com or localhost:4400 (got "https://x.example/path")',
    ]);
  });
});

describe('the image CDN', () => {
  it('sends game icons as paths that answer with an SVG on the CDN the permission names', async () => {
    const { imageCDNs } = (await gateway.client().call('permission', {})).info;
    expect(imageCDNs).toEqual([gateway.url]);
    const [game] = (await gateway.client().call('gamesList', {})).games;
    expect(game.iconUrl.split('?')[0]).toBe(
      `/lgw/art/games/${encodeURIComponent(game.gameCode)}.svg`,
    );
    const icon = await fetch(resolveImageUrl(game.iconUrl, imageCDNs));
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const [winner] = (await gateway.client().call('winners', {})).list;
    expect(winner.iconUrl).toMatch(/^\/lgw\/art\/games\/.+\.svg\?v=\w+$/);
  });
});

describe('the stand-in analytics script', () => {
  it('answers JavaScript that marks the page with the id it was loaded for', async () => {
    const script = await fetch(`${gateway.url}/__dev/analytics/gtag.js?id=G-TEST1`);
    expect([script.status, script.headers.get('content-type')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    expect(await script.text()).toContain("setAttribute('data-analytics-loaded'");
  });
});
