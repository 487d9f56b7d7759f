import { describe, expect, it } from 'vitest';
import { batchedNotices, NOTICES_PER_BATCH, type Notice } from '../../gateway/db/notice-batches';

/** A transport that records each batch and answers when told. */
function recorder(fail?: (batch: readonly Notice[]) => boolean) {
  const batches: Notice[][] = [];
  const notify = batchedNotices(async (notices) => {
    batches.push([...notices]);
    if (fail?.(notices)) throw new Error('connection lost');
  });
  return { batches, notify };
}

describe('batchedNotices', () => {
  it('sends the notices of one turn as one batch, in the order they were asked for', async () => {
    const { batches, notify } = recorder();
    await Promise.all([notify('c', 'a'), notify('c', 'b'), notify('d', 'a')]);
    expect(batches).toEqual([
      [
        { channel: 'c', payload: 'a' },
        { channel: 'c', payload: 'b' },
        { channel: 'd', payload: 'a' },
      ],
    ]);
  });

  it('puts a repeated notice in the next batch, so PostgreSQL delivers it twice', async () => {
    const { batches, notify } = recorder();
    await Promise.all([notify('c', 'same'), notify('c', 'other'), notify('c', 'same')]);
    expect(batches.map((batch) => batch.map((notice) => notice.payload))).toEqual([
      ['same', 'other'],
      ['same'],
    ]);
  });

  it('holds at most NOTICES_PER_BATCH notices a statement', async () => {
    const { batches, notify } = recorder();
    const count = NOTICES_PER_BATCH + 5;
    await Promise.all(Array.from({ length: count }, (_, n) => notify('c', String(n))));
    expect(batches.map((batch) => batch.length)).toEqual([NOTICES_PER_BATCH, 5]);
    expect(batches.flat().map((notice) => notice.payload)).toEqual(
      Array.from({ length: count }, (_, n) => String(n)),
    );
  });

  it('rejects the notices of a batch that failed, and sends later ones', async () => {
    const { batches, notify } = recorder((batch) => batch[0]!.payload === 'lost');
    const lost = notify('c', 'lost');
    await expect(lost).rejects.toThrow('connection lost');
    await expect(notify('c', 'later')).resolves.toBeUndefined();
    expect(batches.map((batch) => batch[0]!.payload)).toEqual(['lost', 'later']);
  });

  it('takes notices asked for while a batch is on its way into the next one', async () => {
    let release: () => void = () => {};
    const batches: string[][] = [];
    const notify = batchedNotices(async (notices) => {
      batches.push(notices.map((notice) => notice.payload));
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = notify('c', '1');
    await new Promise((resolve) => setImmediate(resolve));
    const more = [notify('c', '2'), notify('c', '3')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['1']]);
    release();
    await Promise.all([first, ...more]);
    expect(batches).toEqual([['1'], ['2', '3']]);
  });
});
