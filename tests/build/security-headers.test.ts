// The security headers a skin's pages carry (cli/build/security-headers.ts): what the
// Content-Security-Policy lets in follows from the skin's gateway, socket and `security` lists;
// and every HTML answer of preview, dev and the gateway's own pages carries the headers.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  HEADERS_FILE,
  HTML_POLICY_NAME,
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from '../../cli/build/security-headers';
import { startDevServer } from '../../cli/dev/start-dev-server';
import { registerStaticSite } from '../../cli/preview/static-site';
import type { ResolvedSkin } from '../../engine';
import { createApiClient } from '../../engine/api';
import { createGateway, startGateway } from '../../gateway';
import { loadSkin } from '../../loader/skin-loader';
import { HTML_POLICY_NAME as SAFE_HTML_POLICY_NAME } from '../../src/components/safe-html';
import { createTempWorkspace } from './support/temp-skins';

const SKINS_DIR = path.resolve(import.meta.dirname, '../../skins');

async function defaultSkin(): Promise<ResolvedSkin> {
  const loaded = await loadSkin(SKINS_DIR, 'default');
  if (!loaded.resolved) throw new Error('the default skin did not resolve');
  return loaded.resolved;
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('lets a same-origin skin load only from its own origin, with Trusted Types for HTML', async () => {
    const skin = await defaultSkin();
    const withoutAnalytics = { ...skin, analytics: { ...skin.analytics, gtagId: '' } };
    expect(directives(contentSecurityPolicy(withoutAnalytics))).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'frame-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'require-trusted-types-for': "'script'",
      'trusted-types': 'skinforge-html',
    });
  });

  it('adds exactly the analytics script’s origin and its Trusted Types policy when the skin has analytics', async () => {
    const skin = await defaultSkin();
    const analytics = {
      gtagId: 'G-BRAND',
      scriptUrl: 'https://tags.example.com/gtag/js',
      consentBanner: true,
    };
    const policy = directives(contentSecurityPolicy({ ...skin, analytics }));
    expect([
      policy['script-src'],
      policy['connect-src'],
      policy['img-src'],
      policy['trusted-types'],
    ]).toEqual([
      "'self' https://tags.example.com",
      "'self' https://tags.example.com",
      "'self' data:",
      'skinforge-html skinforge-analytics',
    ]);
    // A script on the site's own origin (the default skin's dev stand-in) needs no new origin.
    expect(directives(contentSecurityPolicy(skin))['script-src']).toBe("'self'");
    expect(directives(contentSecurityPolicy(skin))['trusted-types']).toBe(
      'skinforge-html skinforge-analytics',
    );
    // Without the consent banner nothing can load, so nothing is let in.
    const unasked = directives(
      contentSecurityPolicy({ ...skin, analytics: { ...analytics, consentBanner: false } }),
    );
    expect([unasked['script-src'], unasked['trusted-types']]).toEqual(["'self'", 'skinforge-html']);
  });

  it("adds the skin's gateway, socket, launch and image origins and the framing partners", async () => {
    const skin = await defaultSkin();
    const policy = directives(
      contentSecurityPolicy({
        ...skin,
        api: {
          ...skin.api,
          baseUrl: 'https://gw.example.com',
          socketUrl: 'wss://ws.example.com/ws',
        },
        security: {
          frameAncestors: ['https://partner.example.com'],
          launchOrigins: ['https://games.example-cdn.com'],
          imageOrigins: ['https://img.example-cdn.com'],
          humanVerification: 'none',
        },
      }),
    );
    expect(policy['connect-src']).toBe("'self' https://gw.example.com wss://ws.example.com");
    expect(policy['frame-src']).toBe("'self' https://gw.example.com https://games.example-cdn.com");
    expect(policy['img-src']).toBe(
      "'self' data: https://gw.example.com https://img.example-cdn.com",
    );
    expect(policy['frame-ancestors']).toBe('https://partner.example.com');
  });

  // Human verification by a third-party widget (spec 000 §3, §4, §7): only the chosen provider's
  // documented origins, and only for a skin that chooses one.
  it('lets in Turnstile’s origin for its script and frame, and its script-address policy', async () => {
    const skin = await defaultSkin();
    const policy = directives(
      contentSecurityPolicy({
        ...skin,
        security: { ...skin.security, humanVerification: 'turnstile' },
      }),
    );
    expect(policy['script-src']).toBe("'self' https://challenges.cloudflare.com");
    expect(policy['frame-src']).toBe("'self' https://challenges.cloudflare.com");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['trusted-types']).toMatch(/ skinforge-verification$/);
  });

  it('lets in hCaptcha’s origins for its script, frame, styles and calls', async () => {
    const skin = await defaultSkin();
    const policy = directives(
      contentSecurityPolicy({
        ...skin,
        security: { ...skin.security, humanVerification: 'hcaptcha' },
      }),
    );
    const hcaptcha = 'https://hcaptcha.com https://*.hcaptcha.com';
    expect(policy['script-src']).toBe(`'self' ${hcaptcha}`);
    expect(policy['frame-src']).toBe(`'self' ${hcaptcha}`);
    expect(policy['style-src']).toBe(`'self' 'unsafe-inline' ${hcaptcha}`);
    expect(policy['connect-src']).toBe(`'self' ${hcaptcha}`);
    expect(policy['script-src']).not.toContain('cloudflare');
  });

  it('lets in no widget origin nor its policy for a skin with none', async () => {
    const skin = await defaultSkin();
    const policy = contentSecurityPolicy({
      ...skin,
      security: { ...skin.security, humanVerification: 'none' },
    });
    expect(policy).not.toMatch(/hcaptcha|cloudflare|skinforge-verification/);
  });

  it("takes the gateway's socket from its origin when the skin names none", async () => {
    const skin = await defaultSkin();
    const policy = contentSecurityPolicy({
      ...skin,
      api: { ...skin.api, baseUrl: 'https://gw.example.com:8443' },
    });
    expect(directives(policy)['connect-src']).toBe(
      "'self' https://gw.example.com:8443 wss://gw.example.com:8443",
    );
  });

  it('allows an inline script (the dev preamble) by its SHA-256 only', async () => {
    const policy = contentSecurityPolicy(await defaultSkin(), { inlineScripts: ['run()'] });
    expect(directives(policy)['script-src']).toBe(`'self' ${scriptHash('run()')}`);
    expect(scriptHash('run()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('names the one policy the sanitising component creates', () => {
    expect(HTML_POLICY_NAME).toBe(SAFE_HTML_POLICY_NAME);
  });
});

describe('the _headers file', () => {
  it('applies every header to every path and reads back as written', async () => {
    const headers = securityHeaders(await defaultSkin());
    const file = headersFile(headers);
    expect(file.split('\n').slice(0, 1)).toEqual(['/*']);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });
});

/** One GET as a browser would send it, the body left unread: the status and the headers. */
function answerOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const sent = httpGet(url, { headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    sent.on('error', reject);
  });
}

const isHtml = (headers: IncomingHttpHeaders) =>
  String(headers['content-type'] ?? '').startsWith('text/html');

/** The headers an HTML answer lacks of the four every page carries (the CSP with frame-ancestors). */
function missingHeaders(headers: IncomingHttpHeaders): string[] {
  const problems: string[] = [];
  if (!/(^|; )frame-ancestors [^;]+/.test(String(headers['content-security-policy'] ?? ''))) {
    problems.push('Content-Security-Policy with frame-ancestors');
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options');
  if (!headers['referrer-policy']) problems.push('Referrer-Policy');
  if (!/camera=\(\)/.test(String(headers['permissions-policy'] ?? ''))) {
    problems.push('Permissions-Policy');
  }
  return problems;
}

/** Every file of a folder, as site paths (`rng/index.html`). */
async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesOf(dir, `${prefix}${entry.name}/`)
        : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return nested.flat();
}

describe('every HTML answer', () => {
  const ENCODINGS = ['br', 'gzip', 'identity'];

  it('of preview carries the headers of _headers, the compressed twins included', async () => {
    const skin = await defaultSkin();
    const site = await mkdtemp(path.join(tmpdir(), 'skinforge-headers-'));
    const page = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head></html>`;
    const files: Record<string, string> = {
      'index.html': page('home'),
      'rng/index.html': page('rng'),
      '_app/entry-abc123.js': 'export {};',
      'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      [HEADERS_FILE]: headersFile(securityHeaders(skin)),
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
      if (file.endsWith('.html')) {
        await writeFile(path.join(site, `${file}.br`), brotliCompressSync(text));
        await writeFile(path.join(site, `${file}.gz`), gzipSync(text));
      }
    }
    const gateway = createGateway({ skinsDir: SKINS_DIR });
    try {
      await registerStaticSite(gateway.app, site);
      await gateway.ready();
      const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      const paths = [
        ...(await filesOf(site)).filter((file) => file !== HEADERS_FILE).map((file) => `/${file}`),
        '/',
        '/rng',
        '/rng/',
        '/member',
        '/agentHome',
      ];
      const html: string[] = [];
      const refused: string[] = [];
      for (const sitePath of paths) {
        for (const encoding of ENCODINGS) {
          const answer = await answerOf(`${address}${sitePath}`, { 'Accept-Encoding': encoding });
          if (!isHtml(answer.headers)) continue;
          const name = `${sitePath} (${String(answer.headers['content-encoding'] ?? 'identity')})`;
          html.push(name);
          const expected = parseHeadersFile(files[HEADERS_FILE]!);
          for (const [header, value] of Object.entries(expected)) {
            if (answer.headers[header.toLowerCase()] !== value) refused.push(`${name}: ${header}`);
          }
        }
      }
      expect(refused).toEqual([]);
      // The walk met pages in every encoding: the twins browsers are actually sent, too.
      expect(html).toEqual(
        expect.arrayContaining([
          '/index.html (br)',
          '/index.html (gzip)',
          '/rng (br)',
          '/member (gzip)',
        ]),
      );
    } finally {
      await gateway.close();
      await rm(site, { recursive: true, force: true });
    }
  }, 120_000);

  it("of the gateway's own pages (game, pay, chat, dev) carries them too, and art is never sniffed", async () => {
    const gateway = await startGateway({ port: 0, dev: true, skinsDir: SKINS_DIR });
    try {
      const session: { token?: string } = {};
      const client = createApiClient({
        baseUrl: gateway.url,
        merchantCode: '',
        getLanguage: () => 'en',
        getToken: () => session.token,
        timeoutMs: 30_000,
      });
      session.token = (
        await client.call('login', { username: 'player01', password: 'Player123' })
      ).token;
      const [game] = (await client.call('gamesList', { gameType: 'RNG', pageSize: 1 })).games;
      const { url: gamePage } = await client.call('launchGame', { nodeId: game!.nodeId });
      const { payUrl } = await client.call('createDeposit', { channel: 'PIX', amount: '10' });
      const { url: chatPage } = await client.call('chatLaunch', {});
      const pages = [
        gamePage,
        `${gateway.url}/lgw/game-page/unknown-ticket`,
        payUrl,
        `${gateway.url}/lgw/pay/unknown-secret`,
        chatPage,
        `${gateway.url}/lgw/chat-page?ticket=unknown`,
        `${gateway.url}/__dev/chat`,
        `${gateway.url}/__dev/oauth/google/authorize?redirect_uri=${encodeURIComponent('https://site.example.com/')}&state=s`,
      ];
      const refused: string[] = [];
      for (const page of pages) {
        const answer = await answerOf(page, {});
        expect(isHtml(answer.headers), page).toBe(true);
        for (const problem of missingHeaders(answer.headers)) refused.push(`${page}: ${problem}`);
      }
      expect(refused).toEqual([]);
      const art = await answerOf(`${gateway.url}/lgw/art/games/${game!.gameCode}.svg`, {});
      expect([art.status, art.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    } finally {
      await gateway.close();
    }
  }, 120_000);

  it('of dev carries them, whatever the request says it accepts', async () => {
    const workspace = await createTempWorkspace('dev-headers');
    const server = await startDevServer({
      id: 'default',
      skinsDir: workspace.skinsDir,
      cwd: workspace.dir,
      port: 0,
      log: () => undefined,
    });
    try {
      const refused: string[] = [];
      let html = 0;
      for (const route of ['/', '/index.html', '/member', '/rng']) {
        for (const accept of ['text/html', '*/*']) {
          const answer = await answerOf(new URL(route, server.url).href, { Accept: accept });
          if (!isHtml(answer.headers)) continue;
          html += 1;
          for (const problem of missingHeaders(answer.headers)) {
            refused.push(`${route} (Accept: ${accept}): ${problem}`);
          }
        }
      }
      expect(refused).toEqual([]);
      expect(html).toBeGreaterThanOrEqual(4);
    } finally {
      await server.close();
      await workspace.remove();
    }
  }, 120_000);
});
