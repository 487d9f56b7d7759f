// The stream that lets an oversized file body be judged per file (server/long-string-elider.ts):
// JSON passes through with every string cut after `keep` bytes, whatever the chunk boundaries,
// and a body still too large once cut is refused with 413.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { elideLongStrings } from '../../gateway/server/long-string-elider';

async function through(body: string, chunkSize: number, keep: number, maxOutput = 1_000_000) {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += chunkSize) {
    chunks.push(Buffer.from(body.slice(at, at + chunkSize)));
  }
  const stream = elideLongStrings(keep, maxOutput);
  const out = await text(Readable.from(chunks).pipe(stream));
  return { out, read: stream.receivedEncodedLength };
}

describe('cutting long strings', () => {
  const body = JSON.stringify({
    comment: 'short \\"quoted\\" text',
    images: [
      { name: 'a.png', data: 'x'.repeat(50) },
      { name: 'b.png', data: 'y'.repeat(8) },
    ],
  });

  it('keeps short strings whole and cuts long ones, at any chunk size', async () => {
    for (const size of [1, 3, 7, 64, body.length]) {
      const { out, read } = await through(body, size, 10);
      expect(JSON.parse(out), `chunks of ${size}`).toEqual({
        comment: 'short \\"',
        images: [
          { name: 'a.png', data: 'x'.repeat(10) },
          { name: 'b.png', data: 'y'.repeat(8) },
        ],
      });
      expect(read).toBe(body.length);
    }
  });

  it('never cuts an escape in two', async () => {
    for (const size of [1, 5, body.length]) {
      const { out } = await through(body, size, 7);
      expect(JSON.parse(out).comment, `chunks of ${size}`).toBe('short \\');
    }
  });

  it('refuses a body still over the limit once cut', async () => {
    await expect(through(body, 16, 1_000, 40)).rejects.toMatchObject({
      message: 'Request body is too large',
      statusCode: 413,
    });
  });
});
