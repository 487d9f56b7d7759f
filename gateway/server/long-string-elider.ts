// A body that carries files (promotionApply's images) may be larger than the gateway reads, yet the
// player must still learn which file was refused and why (spec 001 §4 apply: "the answer lists what
// was refused and why"). Rather than refusing the whole body with a bare 413, this stream passes the
// JSON through and cuts every string after `keep` bytes: a file too large still decodes to more
// than the limit (so the proof check names it "too large"), while what the gateway holds stays
// bounded; past `maxOutput` bytes kept the body is refused after all (413).
import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The stream, with the bytes it read (Fastify compares them with Content-Length). */
export type ElidingStream = Transform & { receivedEncodedLength: number };

export function elideLongStrings(keep: number, maxOutput: number): ElidingStream {
  let inString = false;
  let escaped = false;
  let length = 0;
  let output = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      stream.receivedEncodedLength += chunk.length;
      const kept: number[] = [];
      // Where the next kept run starts; the chunk's end while a cut string is being skipped.
      let start = inString && length > keep ? chunk.length : 0;
      const flush = (end: number) => {
        if (end > start) kept.push(start, end);
      };
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index];
        if (!inString) {
          if (byte === QUOTE) {
            inString = true;
            length = 0;
          }
          continue;
        }
        if (escaped) {
          escaped = false;
        } else if (byte === BACKSLASH) {
          escaped = true;
        } else if (byte === QUOTE) {
          // A cut string still ends with its quote.
          if (length > keep) start = index;
          inString = false;
          continue;
        }
        length += 1;
        if (length === keep + 1) {
          flush(index);
          start = chunk.length;
        }
      }
      flush(chunk.length);
      const parts: Buffer[] = [];
      for (let index = 0; index < kept.length; index += 2) {
        parts.push(chunk.subarray(kept[index], kept[index + 1]));
      }
      const out = Buffer.concat(parts);
      output += out.length;
      if (output > maxOutput) {
        done(Object.assign(new Error('Request body is too large'), { statusCode: 413 }));
        return;
      }
      done(null, out);
    },
  }) as ElidingStream;
  stream.receivedEncodedLength = 0;
  return stream;
}
