// The studio inside the skin's dev server: one origin serves the editor (studio/, its own page and
// Vite entry), its API, and the site it previews in a frame, so the preview is the dev server's
// own page of the skin. Every request and socket passes the guard first (./request-guard.ts).
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { STUDIO_API_PATH, STUDIO_PATH } from '../../studio/api/wire';
import { PROJECT_ROOT } from '../build/project-root';
import { SKIN_PLUGIN_NAME } from '../dev/issues-overlay';
import type { SkinDevApi } from '../dev/skin-dev-plugin';
import { sendForbidden, sendJson } from './http-exchange';
import { checkRequest, FORBIDDEN_HINT, tokenCookie, type StudioGuard } from './request-guard';
import type { SkinDraft } from './skin-draft';
import { createStudioApi } from './studio-api';

export const STUDIO_PLUGIN_NAME = 'skinforge:studio';

const STUDIO_HTML = path.join(PROJECT_ROOT, 'studio', 'index.html');

/** The editor's page is nobody's frame, sends no referrer, and is never cached. */
const STUDIO_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

export interface StudioPluginOptions {
  id: string;
  /** Absolute. */
  skinsDir: string;
  draft: SkinDraft;
  /** The per-run secret the command prints in the studio's address. */
  token: string;
}

function portOf(server: ViteDevServer): number {
  return (server.httpServer?.address() as AddressInfo | null)?.port ?? 0;
}

export function studioPlugin({ id, skinsDir, draft, token }: StudioPluginOptions): Plugin {
  let skin: SkinDevApi | undefined;
  const api = createStudioApi({
    id,
    skinsDir,
    draft,
    skin: () => {
      if (!skin) throw new Error(`The studio needs the ${SKIN_PLUGIN_NAME} plugin beside it.`);
      return skin;
    },
  });

  return {
    name: STUDIO_PLUGIN_NAME,
    apply: 'serve',
    // The editor shows the engine's issues itself; Vite's error overlay would cover it.
    config: () => ({ server: { hmr: { overlay: false } } }),
    configResolved(config) {
      const skinPlugin = config.plugins.find((plugin) => plugin.name === SKIN_PLUGIN_NAME);
      skin = (skinPlugin as (Plugin & { api?: SkinDevApi }) | undefined)?.api;
    },
    configureServer: {
      // Before every other middleware, Vite's own included: nothing is answered unguarded.
      order: 'pre',
      handler(server) {
        const guard: StudioGuard = { token, port: () => portOf(server) };

        // A socket (Vite's HMR, the gateway's events) that fails the guard is turned away, and
        // its address changed to one no later listener of the server takes up.
        server.httpServer?.prependListener('upgrade', (request, socket) => {
          const verdict = checkRequest(request.headers, request.url ?? '/', guard);
          if (verdict.allowed) return;
          request.url = `${STUDIO_PATH}refused`;
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        });

        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? '/', 'http://studio.invalid');
          const verdict = checkRequest(request.headers, request.url ?? '/', guard);
          if (!verdict.allowed) return sendForbidden(response, verdict.reason, FORBIDDEN_HINT);
          if (verdict.fromAddress) response.setHeader('Set-Cookie', tokenCookie(guard));

          if (url.pathname === STUDIO_PATH || `${url.pathname}/` === STUDIO_PATH) {
            // The token leaves the address bar (and the history) once the cookie holds it.
            if (verdict.fromAddress) {
              response.statusCode = 303;
              response.setHeader('Location', STUDIO_PATH);
              return response.end();
            }
            readFile(STUDIO_HTML, 'utf8')
              .then((html) => server.transformIndexHtml(STUDIO_PATH, html, request.originalUrl))
              .then((html) => {
                for (const [name, value] of Object.entries(STUDIO_PAGE_HEADERS)) {
                  response.setHeader(name, value);
                }
                response.end(html);
              }, next);
            return;
          }

          if (url.pathname.startsWith(STUDIO_API_PATH)) {
            const route = url.pathname.slice(STUDIO_API_PATH.length);
            const answer = api.handle(request.method ?? 'GET', route, request, url.searchParams);
            if (!answer) {
              return sendJson(response, 404, {
                error: `The studio has no ${request.method} ${url.pathname}.`,
              });
            }
            answer.then(({ status, body, file }) => {
              if (!file) return sendJson(response, status, body);
              response.setHeader('Content-Type', file.contentType);
              response.setHeader('Cache-Control', 'no-store');
              // An SVG opened on its own runs nothing on the studio's origin.
              response.setHeader(
                'Content-Security-Policy',
                "default-src 'none'; style-src 'unsafe-inline'",
              );
              response.setHeader('X-Content-Type-Options', 'nosniff');
              response.end(file.bytes);
            }, next);
            return;
          }
          next();
        });
      },
    },
  };
}
