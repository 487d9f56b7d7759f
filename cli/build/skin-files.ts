// The files a skin adds to its site folder beside the runtime: its dictionaries, fully layered
// (engine catalogue → parent skins → skin), at `i18n/<lng>.json`, and its assets under their own
// relative paths (`assets/logo.svg`), and the self-hosted font its theme chooses (`theme.font`) at
// `fonts/<file>`, read from its npm package. The build writes them; the dev server serves them from
// memory and disk at the same paths, so a page behaves the same in both.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SELF_HOSTED_FONTS } from '../../engine';
import type { FileOverlay, LoadedSkin } from '../../loader/skin-loader';
import { stableJson } from './stable-json';

export interface SiteFile {
  contentType: string;
  read(): Promise<Buffer | string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Each dictionary's JSON, made once: skins that add no dictionary of their own share their parent's
 * (engine resolveSkin), and `build --all` writes it for each.
 */
const dictionaryJson = new WeakMap<object, string>();

function jsonOf(dictionary: object): string {
  let json = dictionaryJson.get(dictionary);
  if (json === undefined) {
    json = stableJson(dictionary);
    dictionaryJson.set(dictionary, json);
  }
  return json;
}

/**
 * Site-relative path (no leading slash) → file; an asset in `overlay` (a draft's upload in
 * `skinforge studio`) is served from there.
 */
export function skinSiteFiles(skin: LoadedSkin, overlay?: FileOverlay): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const [locale, dictionary] of Object.entries(skin.dictionaries).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const content = jsonOf(dictionary);
    files.set(`i18n/${locale}.json`, {
      contentType: contentTypeOf('.json'),
      read: async () => content,
    });
  }
  for (const asset of skin.assets) {
    files.set(asset.sitePath, {
      contentType: contentTypeOf(asset.sitePath),
      read: async () => {
        const drafted = overlay?.get(asset.source);
        return drafted === undefined ? readFile(asset.source) : Buffer.from(drafted);
      },
    });
  }
  const font = skin.resolved?.theme.font;
  if (font && font !== 'system') {
    const file = SELF_HOSTED_FONTS[font].file;
    files.set(file, { contentType: contentTypeOf(file), read: () => readFile(fontSource(font)) });
  }
  return files;
}

/** The npm package each self-hosted font comes from (installed: the build reads it from disk). */
const FONT_PACKAGES: Record<keyof typeof SELF_HOSTED_FONTS, string> = {
  inter: '@fontsource-variable/inter',
};

/** Where a self-hosted font's file is on disk: its package's `files/` folder. */
function fontSource(font: keyof typeof SELF_HOSTED_FONTS): string {
  const packageJson = createRequire(import.meta.url).resolve(`${FONT_PACKAGES[font]}/package.json`);
  return path.join(path.dirname(packageJson), 'files', path.basename(SELF_HOSTED_FONTS[font].file));
}
