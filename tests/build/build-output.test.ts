// `skinforge build --all` over the shipped skins, twice, and one of them alone: the output layout,
// determinism, the first views against a renderer built with react-router's own links, and the
// initial-JavaScript budget (size is deterministic, so unlike time it may fail a test).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPageFile } from '../../cli/build/emit-skin';
import { buildRenderer } from '../../cli/build/first-view';
import {
  INITIAL_JS_BUDGET_BYTES,
  initialScriptUrls,
  measureInitialJs,
} from '../../cli/build/initial-js';
import { runBuild } from '../../cli/build/run-build';
import { createMemoryIo } from '../../cli/io';
import { listSkinIds, loadSkin } from '../../loader/skin-loader';
import type { renderFirstViews as renderSourceFirstViews } from '../../src/prerender/render-first-view';
import { createTempWorkspace, type TempWorkspace } from './support/temp-skins';
import { treeDigest } from './support/tree';

const LAZY_CHUNKS = [
  'member-centre',
  'agent-area',
  'points-mall',
  'promotions',
  'game-popup',
  'banner-swiper',
  'app-qr-code',
  'site-footer',
  'balance-moment',
  'deposit-sheet',
];

let workspace: TempWorkspace;
let ids: string[];
const secondOut = () => path.join(workspace.dir, 'dist-again');
const aloneOut = () => path.join(workspace.dir, 'dist-alone');
const ALONE = 'lusa-regional';

beforeAll(async () => {
  workspace = await createTempWorkspace('build');
  ids = await listSkinIds(workspace.skinsDir);
  const builds = [
    { outDir: workspace.outDir, ids: [], all: true },
    { outDir: secondOut(), ids: [], all: true },
    { outDir: aloneOut(), ids: [ALONE], all: false },
  ];
  for (const build of builds) {
    const io = createMemoryIo(workspace.dir);
    const code = await runBuild({ skinsDir: workspace.skinsDir, ...build }, io);
    expect(code, [...io.stdout, ...io.stderr].join('\n')).toBe(0);
  }
}, 240_000);

afterAll(() => workspace?.remove());

describe('build --all', () => {
  it('gives byte-identical output for the same input', async () => {
    expect(await treeDigest(secondOut())).toEqual(await treeDigest(workspace.outDir));
  });

  it('gives a skin built alone the same files as built beside the others', async () => {
    expect(await treeDigest(path.join(aloneOut(), ALONE))).toEqual(
      await treeDigest(path.join(workspace.outDir, ALONE)),
    );
  });

  it('emits one self-contained folder per skin and nothing else', async () => {
    expect((await readdir(workspace.outDir)).sort()).toEqual([...ids].sort());
    expect(
      (await readdir(workspace.dir)).filter((name) => name.startsWith('.skinforge-tmp')),
    ).toEqual([]);
    for (const id of ids) {
      const files = Object.keys(await treeDigest(path.join(workspace.outDir, id)));
      expect(files, id).toContain('index.html');
      expect(
        files.some((file) => /^_app\/.+\.js$/.test(file)),
        id,
      ).toBe(true);
      expect(
        files.filter((file) => file.startsWith('i18n/')),
        id,
      ).toEqual(expect.arrayContaining(['i18n/pt.json', 'i18n/en.json']));
    }
  });

  it('renders each skin into its index.html: language, theme mode, title, theme CSS, data and preload', async () => {
    for (const id of ids) {
      const html = await readFile(path.join(workspace.outDir, id, 'index.html'), 'utf8');
      const skin = JSON.parse(
        /<script id="skin-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
      );
      expect(skin.id).toBe(id);
      expect(html).not.toMatch(/\{\{[a-z-]+\}\}/);
      expect(html).toContain(
        `<html lang="${skin.locales.default}" data-theme="${skin.theme.defaultMode}">`,
      );
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/i18n/${skin.locales.default}.json" />`,
      );
      expect(html).toMatch(/<style id="skin-theme">[^<]*--skin-primary[^<]*<\/style>/);
      // The base styles come with the page, once: the first view's CSS does not repeat them.
      expect(html).toMatch(/<style id="base-styles">[^<]*box-sizing:border-box[^<]*<\/style>/);
      expect(html.match(/box-sizing:border-box\}/g), id).toHaveLength(1);
      // Every file the page names exists in the folder (the first view's links are client routes).
      const [head] = html.split('<body>');
      const named = [
        ...head!.matchAll(/(?:href|src)="(\/[^"]+)"/g),
        ...html.matchAll(/src="(\/[^"]+)"/g),
      ];
      for (const [, url] of named) {
        await expect(
          readFile(path.join(workspace.outDir, id, url!)),
          `${id}: ${url}`,
        ).resolves.toBeDefined();
      }
    }
  });

  it("puts each skin's home in its index.html as the player first sees it: header, game menu and the first banner as an image with its headline, with their CSS", async () => {
    for (const id of ids) {
      const html = await readFile(path.join(workspace.outDir, id, 'index.html'), 'utf8');
      const skin = JSON.parse(
        /<script id="skin-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
      );
      const dictionary = JSON.parse(
        await readFile(
          path.join(workspace.outDir, id, 'i18n', `${skin.locales.default}.json`),
          'utf8',
        ),
      );
      // The first view is the root's content: the runtime hydrates it (src/boot.tsx).
      const view = /<div id="root" data-first-view="\/" inert>([\s\S]*?)<\/div>\s*<\/body>/.exec(
        html,
      );
      expect(view, id).not.toBeNull();
      expect(view![1], id).toMatch(/<header[^>]*>/);
      // The home's categories are its game menu's; the header has no top navigation there.
      expect(view![1], id).toContain(`role="tablist" aria-label="${dictionary['home.gameMenu']}"`);
      expect(view![1], id).not.toContain(`<nav aria-label="${dictionary['nav.label']}"`);
      const banner = skin.home.widgets.banners ? skin.banners.w_home[0] : undefined;
      if (banner) {
        expect(view![1], id).toMatch(
          new RegExp(
            `<img src="/${banner.image}"[^>]* width="\\d+" height="\\d+" fetchPriority="high"`,
          ),
        );
        if (banner.headline) expect(view![1], id).toContain(`<strong>${banner.headline}</strong>`);
      }
      expect(html, id).toMatch(/<style id="first-view-css"[^>]*>[^<]*\{[^<]*<\/style>/);
      // Each game category of the top navigation is an entry page with a picture of its own.
      for (const category of skin.categories as string[]) {
        const route = `/${category.toLowerCase()}`;
        const page = await readFile(
          path.join(workspace.outDir, id, route, 'index.html'),
          'utf8',
        ).catch(() => '');
        expect(page, `${id}: ${route}`).toContain(
          `<div id="root" data-first-view="${route}" inert>`,
        );
      }
    }
  });

  it("draws each entry page's first view as react-router's own links draw it: the renderer's static links change no byte", async () => {
    const bundle = await buildRenderer(path.join(workspace.dir, 'router-links-renderer'), {
      staticLinks: false,
    });
    const { renderFirstViews } = (await import(pathToFileURL(bundle).href)) as {
      renderFirstViews: typeof renderSourceFirstViews;
    };
    for (const id of ids) {
      const { resolved, dictionaries } = await loadSkin(workspace.skinsDir, id, {
        cwd: workspace.dir,
      });
      for (const view of await renderFirstViews(resolved!, dictionaries)) {
        const where = `${id} ${view.path}`;
        const page = await readFile(
          path.join(workspace.outDir, id, entryPageFile(view.path)),
          'utf8',
        );
        expect(page, where).toContain(
          `<div id="root" data-first-view="${view.path}" inert>${view.html}</div>`,
        );
        // styled-components' own attributes: the runtime's sheet takes these styles over.
        expect(page, where).toMatch(
          /<style id="first-view-css" data-styled="" data-styled-version="[^"]+">/,
        );
        expect(page, where).toContain(`>${view.css}</style>`);
      }
    }
  }, 60_000);

  it(`keeps each skin's initial JavaScript within ${INITIAL_JS_BUDGET_BYTES / 1024} KB gzipped`, async () => {
    for (const id of ids) {
      const initial = await measureInitialJs(path.join(workspace.outDir, id));
      expect(
        initial.gzipBytes,
        `${id}: ${initial.files.map((file) => `${file.url} ${file.gzipBytes}`).join(', ')}`,
      ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    }
  });

  it("starts a category lobby's boot reads from its own page and preloads the lobby's chunks there, not on the home", async () => {
    const skinDir = path.join(workspace.outDir, 'default');
    const readsOf = (html: string) =>
      JSON.parse(
        /<script id="early-reads" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as { path: string; reads: { url: string; pathOnly?: boolean }[] };
    const lobby = await readFile(path.join(skinDir, 'rng', 'index.html'), 'utf8');
    const home = await readFile(path.join(skinDir, 'index.html'), 'utf8');
    expect(readsOf(lobby).path).toBe('/rng');
    expect(readsOf(lobby).reads.map((read) => read.url)).toEqual([
      '/wps/system/permission',
      '/wps/register/settings',
      '/wps/register/rules',
      '/lgw/vendors?platform=html5-desktop',
      '/lgw/games?pageNo=1&pageSize=15&gameType=RNG',
    ]);
    expect(readsOf(home).reads.some((read) => read.pathOnly)).toBe(false);

    // The lobby's page and grid, with the player site's frame and the merge they render in.
    const preloads = (html: string, chunk: string) =>
      initialScriptUrls(html).filter((url) => url.startsWith(`/_app/${chunk}-`));
    for (const chunk of ['lobby-page', 'category-lobby', 'player-site', 'effective-merge']) {
      expect(preloads(lobby, chunk), chunk).not.toEqual([]);
      expect(preloads(home, chunk), chunk).toEqual([]);
    }
  });

  it("runs none of the runtime before the first paint: the page's script only imports it dynamically, and index.html preloads what that import loads", async () => {
    const skinDir = path.join(workspace.outDir, ids[0]!);
    const html = await readFile(path.join(skinDir, 'index.html'), 'utf8');
    const [entry, ...preloaded] = initialScriptUrls(html);
    const code = await readFile(path.join(skinDir, entry!), 'utf8');
    const staticImports = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      (match) => `/_app/${match[1]}`,
    );
    const dynamicImports = [...code.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map(
      (match) => `/_app/${match[1]}`,
    );
    expect(dynamicImports, 'the runtime is imported dynamically: libraries, then boot').toEqual([
      expect.stringMatching(/\/libraries-[\w-]+\.js$/),
      expect.stringMatching(/\/boot-[\w-]+\.js$/),
    ]);
    expect(preloaded).toEqual(expect.arrayContaining([...staticImports, ...dynamicImports]));
    const runBeforePaint = await Promise.all(
      [entry!, ...staticImports].map(
        async (url) => gzipSync(await readFile(path.join(skinDir, url))).length,
      ),
    );
    expect(
      runBeforePaint.reduce((sum, bytes) => sum + bytes, 0),
      'the entry and what it imports statically stay tiny',
    ).toBeLessThan(4 * 1024);
  });

  it("ships React Router's production build, without the development warnings its package exports by default", async () => {
    const skinDir = path.join(workspace.outDir, ids[0]!);
    const runtime = (await readdir(path.join(skinDir, '_app'))).filter((file) =>
      file.endsWith('.js'),
    );
    const code = await Promise.all(
      runtime.map((file) => readFile(path.join(skinDir, '_app', file), 'utf8')),
    );
    // A warning only the development build prints (`ENABLE_DEV_WARNINGS`).
    expect(code.join('\n')).not.toContain('No routes matched location');
  });

  it('leaves out the parts of React Router the app does not use: its forms and scroll restoration', async () => {
    const appDir = path.join(workspace.outDir, ids[0]!, '_app');
    const runtime = (await readdir(appDir)).filter((file) => file.endsWith('.js'));
    const code = await Promise.all(
      runtime.map((file) => readFile(path.join(appDir, file), 'utf8')),
    );
    const holding = (text: string) => runtime.filter((_, index) => code[index]!.includes(text));
    // An encoding only its forms send, and the storage key of the scroll positions it restores.
    expect(holding('multipart/form-data')).toEqual([]);
    expect(holding('react-router-scroll-positions')).toEqual([]);
    // What the app uses is there: its links' active-state attribute.
    expect(holding('aria-current')).not.toEqual([]);
  });

  it("leaves out stylis's vendor-prefix table, which styled-components never uses here", async () => {
    const appDir = path.join(workspace.outDir, ids[0]!, '_app');
    const runtime = (await readdir(appDir)).filter((file) => file.endsWith('.js'));
    const code = await Promise.all(
      runtime.map((file) => readFile(path.join(appDir, file), 'utf8')),
    );
    // Two of the old syntaxes only the prefixer's table writes.
    expect(code.filter((text) => text.includes('flex-line-pack'))).toEqual([]);
    expect(code.filter((text) => text.includes('grid-column-align'))).toEqual([]);
  });

  it('keeps member centre, agent area, points mall, promotions, game popup, swiper, QR codes and the footer out of the initial JavaScript', async () => {
    const skinDir = path.join(workspace.outDir, ids[0]!);
    const html = await readFile(path.join(skinDir, 'index.html'), 'utf8');
    const initial = initialScriptUrls(html);
    const chunks = await readdir(path.join(skinDir, '_app'));
    for (const name of LAZY_CHUNKS) {
      expect(
        chunks.some((file) => file.startsWith(`${name}-`) && file.endsWith('.js')),
        `${name} is a chunk of its own`,
      ).toBe(true);
      expect(
        initial.filter((url) => url.includes(`/${name}-`)),
        `${name} is not initial`,
      ).toEqual([]);
    }
    const initialCode = (
      await Promise.all(initial.map((url) => readFile(path.join(skinDir, url), 'utf8')))
    ).join('\n');
    expect(initialCode).not.toContain('swiper-wrapper');
    expect(initialCode).not.toContain('QRCodeSVG');
  });
});
