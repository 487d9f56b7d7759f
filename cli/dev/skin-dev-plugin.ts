// The Vite plugin behind `skinforge dev`: renders index.html with the skin (the build's renderer),
// serves the skin's dictionaries and assets at the paths a build emits them to, and on a change in
// the skin's folders reloads the page (valid skin) or shows the issues in the overlay (invalid). No
// error in here may stop the server: an operator's typo is the normal case.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssue, LIVE_SKIN_EVENT, type LiveSkinUpdate } from '../../engine';
import type { FileOverlay, LoadedSkin } from '../../loader/skin-loader';
import { renderIndexHtml } from '../build/render-index-html';
import { securityHeaders } from '../build/security-headers';
import { skinSiteFiles } from '../build/skin-files';
import { skinPageFor } from '../build/skin-page';
import { stableJson } from '../build/stable-json';
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
  /** Files served and validated instead of the disk's: `skinforge studio`'s unsaved draft. */
  overlay?: FileOverlay;
  /**
   * Hand each valid change to the open pages (engine LIVE_SKIN_EVENT, src/lib/skin/live-skin.ts)
   * instead of reloading them.
   */
  live?: boolean;
  /** Who else may frame the page (security-headers.ts): the studio frames the site it edits. */
  frameAncestors?: readonly string[];
}

/** What the plugin offers the server that hosts it (Vite's `plugin.api`). */
export interface SkinDevApi {
  /** Loads the skin again (the draft under the overlay), tells the open pages, returns the load. */
  reload(): Promise<LoadedSkin>;
}

/** Only the runtime's own template carries the skin's placeholders; other pages pass untouched. */
const SKIN_TEMPLATE_MARK = '{{skin-data}}';

/** The skin's parts that need the app mounted anew when they change: all but the theme. */
function structureOf(loaded: LoadedSkin): string {
  const { theme: _theme, ...rest } = loaded.resolved ?? {};
  return stableJson({ rest, dictionaries: loaded.dictionaries });
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

export function skinDevPlugin(options: SkinDevPluginOptions): Plugin & { api: SkinDevApi } {
  const { skinsDir, id, cwd, log, overlay, live = false, frameAncestors } = options;
  let watch: SkinWatch;
  let devServer: ViteDevServer | undefined;
  let shownStructure = '';
  let queue = Promise.resolve();

  const reportIssues = () => {
    for (const issue of watch.current.issues) log(formatIssue(issue));
  };

  /** Tells the open pages about a valid skin: a live update, or a reload when not live. */
  function showValid(server: ViteDevServer) {
    const loaded = watch.current;
    const structure = structureOf(loaded);
    if (!live) {
      log(`Skin "${id}" changed: reloading the page.`);
      server.ws.send({ type: 'full-reload', path: '*' });
    } else if (loaded.resolved) {
      const update: LiveSkinUpdate = {
        skin: loaded.resolved,
        remount: structure !== shownStructure,
      };
      server.ws.send(LIVE_SKIN_EVENT, update);
    }
    shownStructure = structure;
  }

  async function onSkinChange(server: ViteDevServer | undefined, file?: string, quiet = false) {
    await watch.reload();
    if (!quiet) reportIssues();
    if (!server) return;
    if (watch.valid) showValid(server);
    // A live page keeps its last valid skin: its editor shows the issues where they are.
    else if (!live) server.ws.send(skinIssuesPayload(id, watch.current.issues, file));
  }

  // One load at a time, in order: a draft and a disk change never race to tell the pages.
  const serialised = (step: () => Promise<void>) => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    name: SKIN_PLUGIN_NAME,
    apply: 'serve',
    api: {
      reload: () =>
        serialised(() => onSkinChange(devServer, undefined, true)).then(() => watch.current),
    },
    async configureServer(server) {
      devServer = server;
      watch = await createSkinWatch(skinsDir, id, cwd, overlay);
      shownStructure = structureOf(watch.current);
      reportIssues();

      // The skins folder may lie outside the project root Vite watches (tests, `--skins-dir`).
      server.watcher.add(skinsDir);
      let timer: NodeJS.Timeout | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!watch.concerns(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          serialised(() => onSkinChange(server, file)).catch((error: unknown) =>
            log(
              `Could not reload skin "${id}": ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
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
              const headers = securityHeaders(skin, {
                inlineScripts: inlineScripts(html),
                frameAncestors,
              });
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
        const file = skin ? skinSiteFiles(skin, overlay).get(pathname) : undefined;
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
        if (!html.includes(SKIN_TEMPLATE_MARK)) return html;
        // A live page shows the last valid skin while a draft has errors (its editor shows them).
        const shown = watch.valid ? watch.current : live ? watch.lastValid : undefined;
        if (!shown?.resolved) throw skinIssuesError(id, watch.current.issues);
        return renderIndexHtml(html, skinPageFor(shown.resolved));
      },
    },
  };
}
