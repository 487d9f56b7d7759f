// Serves one built skin folder from the gateway's Fastify app, the way a static host would deploy
// it: files as they are, the entry pages the build pictured at their routes (`/rng` is
// `rng/index.html`), other client routes (/member) answered with index.html (history fallback),
// pages never cached without revalidation (a deploy must reach players at once) and the
// content-hashed runtime files under `_app/` cached for a year.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS_FILE, parseHeadersFile } from '../build/security-headers';

/**
 * Gateway prefixes: an unknown path under them is the gateway's 404, never the site's index.html.
 */
export const GATEWAY_PREFIXES = ['/wps', '/lgw', '/lotto/lgw', '/ws', '/__dev'];
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * `_app/` holds only content-hashed files (vite.config.ts `build.assetsDir`); skin assets keep
 * their names.
 */
export function cacheControlFor(sitePath: string): string {
  return sitePath.startsWith('_app/') ? IMMUTABLE : REVALIDATE;
}

const underPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A client route: not a gateway path and no file extension (files that do not exist are 404s). */
export function isClientRoute(pathname: string): boolean {
  return (
    !GATEWAY_PREFIXES.some((prefix) => underPrefix(pathname, prefix)) &&
    path.posix.extname(pathname) === ''
  );
}

interface EncodedPage {
  /** The Content-Encoding, or null for the plain file. */
  encoding: string | null;
  body: Buffer;
}

const TWINS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
];

/** index.html and the compressed twins the build wrote beside it, best first. */
async function readPage(file: string): Promise<EncodedPage[]> {
  const pages: EncodedPage[] = [];
  for (const { encoding, extension } of TWINS) {
    const body = await readFile(`${file}${extension}`).catch(() => null);
    if (body) pages.push({ encoding, body });
  }
  pages.push({ encoding: null, body: await readFile(file) });
  return pages;
}

/** The first of the page's encodings the request accepts (the plain page always is). */
function pickEncoding(pages: EncodedPage[], acceptEncoding: string | undefined): EncodedPage {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()),
  );
  return pages.find(({ encoding }) => encoding === null || accepted.has(encoding))!;
}

/**
 * The site's pages by route: `/` is index.html, and each entry page the build pictured has a
 * folder of its own (`rng/index.html` for `/rng`), as static hosts serve them.
 */
async function readEntryPages(siteDir: string): Promise<Map<string, EncodedPage[]>> {
  const pages = new Map([['/', await readPage(path.join(siteDir, 'index.html'))]]);
  for (const entry of await readdir(siteDir, { withFileTypes: true })) {
    const file = path.join(siteDir, entry.name, 'index.html');
    if (entry.isDirectory() && (await stat(file).catch(() => null))) {
      pages.set(`/${entry.name.toLowerCase()}`, await readPage(file));
    }
  }
  return pages;
}

/** The page for a client route: its own when the build pictured it, else the history fallback. */
function pageFor(pages: Map<string, EncodedPage[]>, pathname: string): EncodedPage[] {
  const route = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return pages.get(route) ?? pages.get('/')!;
}

export async function registerStaticSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const entryPages = await readEntryPages(siteDir);
  // The headers the build wrote for a CDN go with every HTML answer, so the preview runs under the
  // same Content-Security-Policy as production. A build from before `_headers` has none.
  const pageHeaders = parseHeadersFile(
    await readFile(path.join(siteDir, HEADERS_FILE), 'utf8').catch(() => ''),
  );
  await app.register(fastifyStatic, {
    root: siteDir,
    // One route per built file (the folder does not change while it is served); any other path goes
    // to the not-found handler below, which is the history fallback.
    wildcard: false,
    index: false,
    // The `.br` and `.gz` twins the build wrote, for clients that accept them, as a CDN serves them.
    preCompressed: true,
    // The gateway may use @fastify/static itself; this site needs no reply decorator.
    decorateReply: false,
    cacheControl: false,
    // The headers file is the CDN's to read, not a file of the site.
    globIgnore: [HEADERS_FILE],
    setHeaders: (response, filePath) => {
      const sitePath = path.relative(siteDir, filePath).split(path.sep).join('/');
      response.setHeader('Cache-Control', cacheControlFor(sitePath));
      response.setHeader('X-Content-Type-Options', 'nosniff');
      // A page sent as its .br or .gz twin is the page too: browsers mostly get the twins.
      if (sitePath.replace(/\.(br|gz)$/, '').endsWith('.html')) {
        for (const [name, value] of Object.entries(pageHeaders)) response.setHeader(name, value);
      }
    },
  });
  // The gateway answers unknown paths under its own prefixes itself (each prefix has its own
  // not-found handler); everything else that is no file lands here.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isClientRoute(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${pathname}`);
    }
    const page = pickEncoding(pageFor(entryPages, pathname), request.headers['accept-encoding']);
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply
      .headers(pageHeaders)
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(page.body);
  });
}
