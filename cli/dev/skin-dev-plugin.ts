// The Vite plugin behind `skinforge dev`: renders index.html with the skin (the build's renderer),
// serves the skin's dictionaries and assets at the paths a build emits them to, and on a change in
// the skin's folders reloads the page (valid skin) or shows the issues in the overlay (invalid). No
// error in here may stop the server: an operator's typo is the normal case.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssue } from '../../engine';
import { renderIndexHtml } from '../build/render-index-html';
import { securityHeaders } from '../build/security-headers';
import { skinSiteFiles } from '../build/skin-files';
import { skinPageFor } from '../build/skin-page';
import { isClientRoute } from '../preview/static-site';
import { guardHtmlHeaders } from './html-headers-guard';
import { SKIN_PLUGIN_NAME, skinIssuesError, skinIssuesPayload } from './issues-overlay';
import { createSkinWatch, type SkinWatch } from './skin-watch';

export interface SkinDevPluginOptions {
  skinsDir: string;
  id: string;
  /** Where issue paths are shown relative to. */
  cwd: string;
  log: (line: string) => void;
}

/** A request for the page: the root, index.html or a client route, asked for as HTML. */
function wantsPage(request: IncomingMessage, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  return pathname === '/index.html' || (isClientRoute(pathname) && !pathname.startsWith('/@'));
}

/** The inline scripts of a page (Vite's React refresh preamble), to allow by hash. */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '');
}

/** Editors save in bursts (write, rename, chmod); one reload per burst. */
const SETTLE_MS = 40;

export function skinDevPlugin({ skinsDir, id, cwd, log }: SkinDevPluginOptions): Plugin {
  let watch: SkinWatch;

  const reportIssues = () => {
    for (const issue of watch.current.issues) log(formatIssue(issue));
  };

  async function onSkinChange(server: ViteDevServer, file: string) {
    try {
      await watch.reload();
      reportIssues();
      if (watch.valid) {
        log(`Skin "${id}" changed: reloading the page.`);
        server.ws.send({ type: 'full-reload', path: '*' });
      } else {
        server.ws.send(skinIssuesPayload(id, watch.current.issues, file));
      }
    } catch (error) {
      log(
        `Could not reload skin "${id}": ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    name: SKIN_PLUGIN_NAME,
    apply: 'serve',
    async configureServer(server) {
      watch = await createSkinWatch(skinsDir, id, cwd);
      reportIssues();

      // The skins folder may lie outside the project root Vite watches (tests, `--skins-dir`).
      server.watcher.add(skinsDir);
      let timer: NodeJS.Timeout | undefined;
      let pending = Promise.resolve();
      server.watcher.on('all', (_event, file) => {
        if (!watch.concerns(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          pending = pending.then(() => onSkinChange(server, file));
        }, SETTLE_MS);
      });

      // Any HTML Vite answers itself gets the skin's headers too (html-headers-guard.ts).
      server.middlewares.use((_request, response, next) => {
        guardHtmlHeaders(response, () => {
          const skin = watch.current.resolved ?? watch.lastValid?.resolved;
          return skin ? securityHeaders(skin) : undefined;
        });
        next();
      });

      // The page itself, with the skin's security headers (as `build` writes them to _headers) and
      // Vite's inline preamble allowed by its hash: the dev page runs under the production policy.
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        const skin = watch.current.resolved ?? watch.lastValid?.resolved;
        if (!skin || !wantsPage(request, pathname)) return next();
        readFile(path.join(server.config.root, 'index.html'), 'utf8')
          .then((template) =>
            server.transformIndexHtml(request.url ?? '/', template, request.originalUrl),
          )
          .then(
            (html) => {
              const headers = securityHeaders(skin, { inlineScripts: inlineScripts(html) });
              for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
              response.setHeader('Cache-Control', 'no-cache');
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            },
            (error: unknown) => next(error),
          );
      });

      server.middlewares.use((request, response, next) => {
        const skin = watch.lastValid;
        const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').replace(
          /^\/+/,
          '',
        );
        const file = skin ? skinSiteFiles(skin).get(pathname) : undefined;
        if (!file) return next();
        file.read().then(
          (content) => {
            response.setHeader('Cache-Control', 'no-cache');
            response.setHeader('Content-Type', file.contentType);
            response.end(content);
          },
          (error: unknown) => next(error),
        );
      });
    },
    transformIndexHtml: {
      // Before Vite's own HTML transforms, so they see a finished page (the theme CSS in its
      // <style>).
      order: 'pre',
      handler(html) {
        const resolved = watch.current.resolved;
        if (!watch.valid || !resolved) throw skinIssuesError(id, watch.current.issues);
        return renderIndexHtml(html, skinPageFor(resolved));
      },
    },
  };
}
