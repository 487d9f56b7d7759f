// The security headers a skin's pages carry (cli/build/security-headers.ts): what the
// Content-Security-Policy lets in follows from the skin's gateway, socket and `security` lists.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HTML_POLICY_NAME,
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from '../../cli/build/security-headers';
import type { ResolvedSkin } from '../../engine';
import { loadSkin } from '../../loader/skin-loader';
import { HTML_POLICY_NAME as SAFE_HTML_POLICY_NAME } from '../../src/components/safe-html';

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
