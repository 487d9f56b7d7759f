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
  // The current string is being skipped past its first `keep` bytes.
  let cut = false;
  let length = 0;
  let output = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      stream.receivedEncodedLength += chunk.length;
      const kept: Buffer[] = [];
      // Where the next kept run starts; the chunk's end while a cut string is being skipped.
      let start = inString && cut ? chunk.length : 0;
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index];
        if (!inString) {
          if (byte === QUOTE) [inString, cut, escaped, length] = [true, false, false, 0];
        } else if (escaped) {
          // The second byte of an escape belongs to the first: a cut never splits \" or \\.
          // (A \uXXXX cut inside its digits leaves JSON the parser refuses: a 400 for a body
          // no client sends.)
          escaped = false;
          length += 1;
        } else if (byte === QUOTE) {
          // A cut string still ends with its quote.
          if (cut) start = index;
          inString = false;
        } else if (!cut && length >= keep) {
          if (index > start) kept.push(chunk.subarray(start, index));
          start = chunk.length;
          cut = true;
          escaped = byte === BACKSLASH;
        } else {
          escaped = byte === BACKSLASH;
          length += 1;
        }
      }
      if (chunk.length > start) kept.push(chunk.subarray(start));
      const out = Buffer.concat(kept);
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
