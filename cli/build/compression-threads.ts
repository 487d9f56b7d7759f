// Brotli and gzip twins computed on worker threads, with zlib's synchronous calls: the runtime's
// (brotli's best, most of a second) and every skin's pages. A skin's pages are small (some 20 KB):
// for each, zlib's asynchronous calls spend about as long in stream bookkeeping on the main thread
// as the compression itself takes. And zlib's asynchronous calls share libuv's thread pool with
// file I/O, so a page's write waited behind the runtime's compressions; on threads of their own the
// compressions run beside the main thread's links and writes, the largest files first
// (precompress.ts) and each call to the first free thread (worker-calls.ts).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerCalls } from './worker-calls';

/** The twins of one content: brotli at `brotliQuality`, gzip at its best. */
export type TwinsOf = (content: Buffer, brotliQuality: number) => Promise<[Buffer, Buffer]>;

export interface CompressionThreads {
  twinsOf: TwinsOf;
  close(): Promise<void>;
}

// Plain JavaScript: it runs without the CLI's TypeScript loader.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
parentPort.on('message', ({ id, content, brotliQuality }) => {
  try {
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    parentPort.postMessage({ id, value: [br, gz] });
  } catch (error) {
    parentPort.postMessage({ id, error: 'compression failed: ' + (error instanceof Error ? error.message : String(error)) });
  }
});
`;

/** A compression thread for each core, two at most (the main thread has the writes to do). */
export function startCompressionThreads(
  threads = Math.min(2, availableParallelism()),
): CompressionThreads {
  const calls = workerCalls<{ content: Buffer; brotliQuality: number }, [Uint8Array, Uint8Array]>(
    Array.from({ length: threads }, () => new Worker(WORKER_SOURCE, { eval: true })),
    'the compression threads',
  );
  return {
    twinsOf: async (content, brotliQuality) => {
      const [br, gz] = await calls.call({ content, brotliQuality });
      return [asBuffer(br), asBuffer(gz)];
    },
    close: calls.close,
  };
}

/** A thread's answer arrives as a plain Uint8Array; a view of it is a Buffer again. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
