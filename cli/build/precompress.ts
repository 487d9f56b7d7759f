// Brotli and gzip twins of the text files a site serves (`main.js.br`, `main.js.gz` beside
// `main.js`), written once at build time, as static hosts and CDNs serve them; `skinforge preview`
// serves them the same way (cli/preview/static-site.ts). Players on a phone download a fifth of the
// bytes.
//
// Two levels. The runtime is compressed once per build, at brotli's best. A skin's own files (its
// pages, dictionaries and pictures) are compressed for every skin, so `build --all` pays for them
// 23 times: brotli's best spends some 50 ms on each 50 KB page for 8% fewer bytes than quality 5
// (2 ms), and both put a page in well under the first round trip's 14 KB (TCP's initial window),
// so a player sees no difference and the build would take twice as long.
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text, and large enough that the saving beats a round of headers. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;
const MIN_BYTES = 1024;

export const COMPRESSED_TWIN = /\.(br|gz)$/;

/** `best` for the runtime, built once; `fast` for what every skin has its own copy of. */
export type CompressionLevel = 'best' | 'fast';

const BROTLI_QUALITY: Record<CompressionLevel, number> = {
  best: constants.BROTLI_MAX_QUALITY,
  fast: 5,
};

export async function precompress(
  files: readonly string[],
  level: CompressionLevel = 'best',
): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const content = await readFile(file);
        if (content.byteLength < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
              [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}
