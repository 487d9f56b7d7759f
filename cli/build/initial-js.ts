// The JavaScript a first visit must download before the home can render: the module script and the
// modulepreloads index.html names (lazy chunks are not among them). Measured gzipped, as a static
// host serves it; the budget (ARCHITECTURE.md "Budgets") is written here only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 160 * 1024;

export interface InitialJs {
  files: Array<{ url: string; bytes: number; gzipBytes: number }>;
  bytes: number;
  gzipBytes: number;
}

/** The site-root URLs of the initial scripts of an index.html, in document order. */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  const tags =
    /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
  for (const match of html.matchAll(tags)) urls.push((match[1] ?? match[2])!);
  return urls;
}

export async function measureInitialJs(skinDir: string): Promise<InitialJs> {
  const html = await readFile(path.join(skinDir, 'index.html'), 'utf8');
  const files = await Promise.all(
    initialScriptUrls(html).map(async (url) => {
      const content = await readFile(path.join(skinDir, url));
      return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
