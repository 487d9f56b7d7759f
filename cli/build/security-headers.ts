// The headers every HTML answer of a skin carries: `build` writes them to the skin's `_headers`
// file (the format Netlify and Cloudflare Pages read) for a CDN, `preview` sends that file's
// headers and `dev` sends the same policy; besides the policy, the ones every page of ours carries
// (gateway/core/page-headers.ts, which the gateway's own pages share). The Content-Security-Policy lets in the site's own
// origin, its gateway and socket (api.baseUrl, api.socketUrl), what `security` in skin.json names
// and, when the skin has analytics, the analytics script's origin, and nothing else: no inline or
// eval'd script (the skin data is a JSON block the browser never runs), no plugin, no <base>;
// server HTML reaches the DOM only as Trusted Types HTML from the one policy
// src/components/safe-html.tsx creates, and the analytics script's address only through the
// policy src/features/analytics/load-analytics.ts creates. A skin whose merchant runs a
// verification widget (security.humanVerification: turnstile or hcaptcha) lets in that provider's
// documented origins (engine VERIFICATION_WIDGETS) and the Trusted Types policy vouching for its
// script's address, src/lib/browser/load-script.ts; a skin with `none` lets in neither.
import { createHash } from 'node:crypto';
import {
  ANALYTICS_POLICY_NAME,
  skinHasAnalytics,
  VERIFICATION_POLICY_NAME,
  widgetCspSources,
  type CspDirective,
  type ResolvedSkin,
} from '../../engine';
import { PAGE_HEADERS } from '../../gateway/core/page-headers';

/** The one Trusted Types policy; src/components/safe-html.tsx creates it with this name. */
export const HTML_POLICY_NAME = 'skinforge-html';

export const HEADERS_FILE = '_headers';

export interface SecurityHeaderOptions {
  /** Inline scripts the page must run (Vite's dev preamble), allowed by their SHA-256 hash. */
  inlineScripts?: readonly string[];
  /** Who else may frame the page: `'self'` for `skinforge studio`, which shows it beside its editor. */
  frameAncestors?: readonly string[];
}

const origin = (url: string) => new URL(url).origin;

/** The socket's origin as CSP source: `wss://gw.example.com`, or none when it is the page's own. */
function socketSource(skin: ResolvedSkin): string | undefined {
  if (skin.api.socketUrl) return origin(skin.api.socketUrl);
  return skin.api.baseUrl ? origin(skin.api.baseUrl).replace(/^http/, 'ws') : undefined;
}

/**
 * The analytics script's origin when the skin has analytics and takes the script from another
 * origin (a path is the site's own, which 'self' lets in already); empty otherwise. Only this origin
 * is let in, for the script and the visits it reports; nothing it might load in turn.
 */
function analyticsSources(skin: ResolvedSkin): string[] {
  const { analytics } = skin;
  if (!skinHasAnalytics(analytics) || !/^https:\/\//.test(analytics.scriptUrl)) return [];
  return [origin(analytics.scriptUrl)];
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function contentSecurityPolicy(
  skin: ResolvedSkin,
  options: SecurityHeaderOptions = {},
): string {
  const gateway = skin.api.baseUrl ? [origin(skin.api.baseUrl)] : [];
  const socket = socketSource(skin);
  const { launchOrigins, imageOrigins } = skin.security;
  const frameAncestors = [...skin.security.frameAncestors, ...(options.frameAncestors ?? [])];
  const analytics = analyticsSources(skin);
  const widget = skin.security.humanVerification;
  const verification = (directive: CspDirective) => widgetCspSources(widget, directive);
  const policies = [
    HTML_POLICY_NAME,
    ...(skinHasAnalytics(skin.analytics) ? [ANALYTICS_POLICY_NAME] : []),
    ...(widget === 'none' ? [] : [VERIFICATION_POLICY_NAME]),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(options.inlineScripts ?? []).map(scriptHash),
      ...analytics,
      ...verification('script-src'),
    ],
    // styled-components writes its rules into <style> elements at run time, and the theme's CSS
    // variables are an inline <style> in index.html. A nonce would have to be new on every answer,
    // which a static file on a CDN cannot be (styled-components reads one from a `csp-nonce` meta
    // tag or __webpack_nonce__, both fixed at build time here), and a hash cannot cover rules made
    // in the browser. Styles cannot run script, so 'unsafe-inline' is allowed for styles only.
    ['style-src', "'self'", "'unsafe-inline'", ...verification('style-src')],
    // data: for the captcha picture the gateway sends inline.
    ['img-src', "'self'", 'data:', ...gateway, ...imageOrigins],
    [
      'connect-src',
      "'self'",
      ...gateway,
      ...(socket ? [socket] : []),
      ...analytics,
      ...verification('connect-src'),
    ],
    ['frame-src', "'self'", ...gateway, ...launchOrigins, ...verification('frame-src')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...policies],
  ];
  return directives.map((sources) => [...new Set(sources)].join(' ')).join('; ');
}

/** What every HTML answer of the skin carries. */
export function securityHeaders(
  skin: ResolvedSkin,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(skin, options), ...PAGE_HEADERS };
}

/** The `_headers` file: every path of the site gets the headers (Netlify / Cloudflare Pages). */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** Reads a `_headers` file back (preview serves what a CDN would). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
  }
  return headers;
}
