import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { dynamicImportClosure } from '../../cli/build/preload-boot-plugin';

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []) {
  return { type: 'chunk', fileName, imports, dynamicImports } as unknown as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((one) => [one.fileName, one])) as OutputBundle;
}

describe('the chunks index.html preloads for the boot', () => {
  it('are the chunk the entry imports dynamically and every chunk that one imports, in load order', () => {
    const entry = chunk('_app/index.js', ['_app/entry.js'], ['_app/boot.js']);
    const bundle = bundleOf(
      entry,
      chunk('_app/entry.js'),
      chunk('_app/boot.js', ['_app/runtime.js', '_app/libraries.js', '_app/entry.js']),
      chunk('_app/runtime.js'),
      chunk('_app/libraries.js', ['_app/runtime.js']),
    );
    expect(dynamicImportClosure(bundle, entry)).toEqual([
      '_app/boot.js',
      '_app/runtime.js',
      '_app/libraries.js',
    ]);
  });

  it('are none when the entry imports nothing dynamically', () => {
    const entry = chunk('_app/index.js', ['_app/entry.js']);
    expect(dynamicImportClosure(bundleOf(entry, chunk('_app/entry.js')), entry)).toEqual([]);
  });
});
