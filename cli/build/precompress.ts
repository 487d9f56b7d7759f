// Brotli and gzip twins of the text files a site serves (`main.js.br`, `main.js.gz` beside
// `main.js`), written once at build time at the best compression, as static hosts and CDNs serve
// them; `skinforge preview` serves them the same way (cli/preview/static-site.ts). Players on a
// phone download a fifth of the bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text, and large enough that the saving beats a round of headers. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;
const MIN_BYTES = 1024;

export const COMPRESSED_TWIN = /\.(br|gz)$/;

export async function precompress(files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const content = await readFile(file);
        if (content.byteLength < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}
