// Notices sent on PostgreSQL in batches. Every money move announces the new balance (a notice,
// pg_notify); one statement per notice took a pooled connection and a round trip from the
// transactions themselves under load. Notices asked for in the same turn of the event loop go out
// as one statement, one batch after the other, in the order they were asked for.
//
// PostgreSQL delivers notices of one transaction once per distinct (channel, payload): two equal
// notices in one statement would reach listeners once. A batch therefore holds each pair at most
// once; a repeat waits for the next batch, so every notice asked for is delivered.

/** How many notices one statement carries at most. */
export const NOTICES_PER_BATCH = 200;

export interface Notice {
  channel: string;
  payload: string;
}

/** Sends one batch: a single statement whose notices are delivered in the array's order. */
export type SendNotices = (notices: readonly Notice[]) => Promise<void>;

interface Waiting extends Notice {
  sent(): void;
  failed(error: unknown): void;
}

/** The next batch: the first notices of `queue`, without a repeated (channel, payload). */
function nextBatch(queue: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const taken = new Set<string>();
  const left: Waiting[] = [];
  for (const notice of queue) {
    const key = JSON.stringify([notice.channel, notice.payload]);
    if (batch.length < NOTICES_PER_BATCH && !taken.has(key)) {
      taken.add(key);
      batch.push(notice);
    } else {
      left.push(notice);
    }
  }
  queue.splice(0, queue.length, ...left);
  return batch;
}

/** `notify(channel, payload)` that resolves once its batch was sent (or rejects with its error). */
export function batchedNotices(
  send: SendNotices,
): (channel: string, payload: string) => Promise<void> {
  const queue: Waiting[] = [];
  let sending = false;
  let scheduled = false;

  async function drain(): Promise<void> {
    sending = true;
    while (queue.length > 0) {
      const batch = nextBatch(queue);
      try {
        await send(batch.map(({ channel, payload }) => ({ channel, payload })));
        for (const notice of batch) notice.sent();
      } catch (error) {
        for (const notice of batch) notice.failed(error);
      }
    }
    sending = false;
  }

  return (channel, payload) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ channel, payload, sent: resolve, failed: reject });
      // The notices of this turn join the batch; a batch already on its way takes them next.
      if (sending || scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void drain();
      });
    });
}

/** SQL: one statement sending $1's channels with $2's payloads, in order. */
export const NOTIFY_BATCH =
  'SELECT pg_notify(n.channel, n.payload) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, i) ORDER BY n.i';
