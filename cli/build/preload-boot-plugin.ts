// The page's entry (src/main.tsx) imports the runtime only after the first paint; this adds
// `<link rel="modulepreload">` to index.html for every chunk that import will need, so the browser
// fetches them while it parses and paints the document, and the import then finds them ready.
// The entry's dynamic imports are exactly the runtime's boot (its libraries, then the app).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

function chunkNamed(bundle: OutputBundle, fileName: string): OutputChunk | undefined {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** The files `entry`'s dynamic imports load, with their static imports, minus what it imports itself. */
export function dynamicImportClosure(bundle: OutputBundle, entry: OutputChunk): string[] {
  const already = new Set([entry.fileName, ...entry.imports]);
  const files: string[] = [];
  for (const pending = [...entry.dynamicImports].reverse(); pending.length > 0;) {
    const fileName = pending.pop()!;
    if (already.has(fileName)) continue;
    already.add(fileName);
    files.push(fileName);
    pending.push(...[...(chunkNamed(bundle, fileName)?.imports ?? [])].reverse());
  }
  return files;
}

export function preloadBootPlugin(): Plugin {
  let base = '/';
  return {
    name: 'skinforge:preload-boot',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        return dynamicImportClosure(bundle, chunk).map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `${base}${fileName}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
