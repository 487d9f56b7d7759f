// The floor of a Lighthouse run (bench/lighthouse.ts --floor): a trivial page — a heading — that
// loads and evaluates the runtime's libraries, the very files a built skin's pages preload (React,
// React DOM, the router, TanStack Query, i18next, styled-components, zustand), served by the same
// `skinforge preview` with the same headers and compression. What a page of the site scores beyond
// it is the site's own cost; what the floor itself scores is the machine's (its speed, its load).
// The page is added to a copy of the skin's folder made of hard links, so the build stays as it
// was.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkOrCopy } from '../cli/build/link-or-copy';

/** The floor page's route. */
export const FLOOR_PATH = '/__floor';

/**
 * The runtime's library files a built page preloads (`/_app/libraries-….js` and the bundler's
 * runtime they import), in its order.
 */
export function libraryFiles(indexHtml: string): string[] {
  const files = [
    ...indexHtml.matchAll(
      /<link rel="modulepreload"[^>]* href="(\/_app\/(?:libraries|rolldown-runtime)-[^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);
  if (files.length === 0) {
    throw new Error(
      'floor page: the built index.html preloads no /_app/libraries-….js file; expected the runtime’s libraries chunk (vite.config.ts).',
    );
  }
  return files;
}

export function floorHtml(libraries: readonly string[]): string {
  const preloads = libraries
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title>${preloads}</head><body><h1>The runtime’s libraries on a trivial page</h1><script type="module" src="${FLOOR_PATH}/floor.js"></script></body></html>`;
}

export function floorScript(libraries: readonly string[]): string {
  return libraries.map((file) => `import '${file}';`).join('\n');
}

/** `from`'s files as hard links under `to`. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkOrCopy(source, target);
  }
}

/**
 * A folder holding `<id>/`: the built skin's files (hard links) and the floor page at FLOOR_PATH.
 * `remove` deletes it.
 */
export function siteWithFloor(outDir: string, id: string): { outDir: string; remove(): void } {
  const copy = mkdtempSync(path.join(tmpdir(), 'skinforge-floor-'));
  const site = path.join(copy, id);
  linkTree(path.join(outDir, id), site);
  const libraries = libraryFiles(readFileSync(path.join(site, 'index.html'), 'utf8'));
  const floor = path.join(site, FLOOR_PATH.slice(1));
  mkdirSync(floor);
  writeFileSync(path.join(floor, 'index.html'), floorHtml(libraries));
  writeFileSync(path.join(floor, 'floor.js'), floorScript(libraries));
  return { outDir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
