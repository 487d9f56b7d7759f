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
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { constants } from 'node:zlib';
import type { TwinsOf } from './compression-threads';
import { linkOrCopy } from './link-or-copy';

/** Files worth compressing: text, and large enough that the saving beats a round of headers. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;
const MIN_BYTES = 1024;

export const COMPRESSED_TWIN = /\.(br|gz)$/;
const TWINS = ['.br', '.gz'];

/** `best` for the runtime, built once; `fast` for what every skin has its own copy of. */
export type CompressionLevel = 'best' | 'fast';

const BROTLI_QUALITY: Record<CompressionLevel, number> = {
  best: constants.BROTLI_MAX_QUALITY,
  fast: 5,
};

/** Writes files with their twins; `write` writes and compresses each distinct content once. */
export interface Compressor {
  /**
   * Writes `content` to `file`, and its `.br` and `.gz` twins when it is worth compressing; a
   * content written before is linked to its first copy instead.
   */
  write(file: string, content: string | Buffer): Promise<void>;
  /** Adds the twins of files already written. */
  compress(files: readonly string[]): Promise<void>;
}

/**
 * A compressor for one build. Skins that extend the same parent carry the same dictionaries and
 * pictures, byte for byte: such a content is written and compressed once, for the first file that
 * has it, and every later file with it is a link to that one, twins included (./link-or-copy.ts).
 * `build --all` then makes a new file only for what differs between skins: their pages. The
 * twins are computed by `compute`: the build's compression threads (./compression-threads.ts).
 */
export function createCompressor(level: CompressionLevel, compute: TwinsOf): Compressor {
  const twinned = (file: string, content: Buffer) =>
    COMPRESSIBLE.test(file) && content.byteLength >= MIN_BYTES;
  // Files are written with the synchronous calls: a build writes thousands of small files, and
  // an asynchronous writeFile is three trips through libuv's thread pool (open, write, close),
  // which costs the main thread more than the write itself.
  const writeTwins = async (file: string, content: Buffer) => {
    if (!twinned(file, content)) return;
    const [br, gz] = await compute(content, BROTLI_QUALITY[level]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  };
  // By content (and whether it has twins): the first file written with it, once its twins are.
  const firstCopies = new Map<string, Promise<string>>();
  return {
    async write(file, content) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const withTwins = twinned(file, bytes);
      const key = `${createHash('sha256').update(bytes).digest('base64')} ${withTwins}`;
      const first = firstCopies.get(key);
      if (first) {
        const source = await first;
        linkOrCopy(source, file);
        if (withTwins) for (const twin of TWINS) linkOrCopy(source + twin, file + twin);
        return;
      }
      const written = (async () => {
        writeFileSync(file, bytes);
        await writeTwins(file, bytes);
        return file;
      })();
      firstCopies.set(key, written);
      await written;
    },
    async compress(files) {
      const contents = await Promise.all(files.map((file) => readFile(file)));
      // Largest first: the threads then end on small files rather than on the largest alone (the
      // runtime's libraries take brotli's best over half a second).
      const bySize = files
        .map((file, index) => ({ file, content: contents[index]! }))
        .sort((a, b) => b.content.byteLength - a.content.byteLength);
      await Promise.all(bySize.map(({ file, content }) => writeTwins(file, content)));
    },
  };
}
