// Calls to worker threads as promises (cli/build/worker-calls.ts), on real threads: one queue for
// every thread, a call going to the first thread with room.
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { workerCalls, type WorkerCalls } from '../../cli/build/worker-calls';

// Each thread waits `ms` (without spinning), then answers with its own id and how many calls it
// had received by then.
const SLEEPER = `
const { parentPort, threadId } = require('node:worker_threads');
let received = 0;
parentPort.on('message', ({ id, ms, exit }) => {
  received += 1;
  if (exit) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id, value: { threadId, received } }), ms);
});
`;

type Answer = { threadId: number; received: number };
type Request = { ms: number; exit?: boolean };

let open: WorkerCalls<Request, Answer> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

function sleepers(count: number, options?: { perThread?: number }) {
  const workers = Array.from({ length: count }, () => new Worker(SLEEPER, { eval: true }));
  open = workerCalls<Request, Answer>(workers, 'the test threads', options);
  return { calls: open, ids: workers.map((worker) => worker.threadId) };
}

describe('workerCalls', () => {
  it('sends the calls queued behind a long one to the thread that is free, not to the busy one', async () => {
    const { calls, ids } = sleepers(2);
    const long = calls.call({ ms: 400 });
    const short = [1, 2, 3, 4].map(() => calls.call({ ms: 5 }));
    const longThread = (await long).threadId;
    const shortThreads = (await Promise.all(short)).map((answer) => answer.threadId);
    expect(longThread).toBe(ids[0]);
    expect(shortThreads).toEqual([ids[1], ids[1], ids[1], ids[1]]);
  });

  it('sends a thread one call at a time by default, and every call at once with perThread: Infinity', async () => {
    const one = sleepers(1);
    const oneByOne = await Promise.all([1, 2, 3].map(() => one.calls.call({ ms: 20 })));
    expect(oneByOne.map((answer) => answer.received)).toEqual([1, 2, 3]);
    await one.calls.close();

    const all = sleepers(1, { perThread: Infinity });
    const atOnce = await Promise.all([1, 2, 3].map(() => all.calls.call({ ms: 20 })));
    expect(atOnce.map((answer) => answer.received)).toEqual([3, 3, 3]);
  });

  it('fails the call a thread was on, and those still queued, when the thread stops', async () => {
    const { calls } = sleepers(1);
    const stopping = calls.call({ ms: 0, exit: true });
    const queued = calls.call({ ms: 0 });
    await expect(stopping).rejects.toThrow('the test threads stopped (exit code 3)');
    await expect(queued).rejects.toThrow('the test threads stopped (exit code 3)');
    await expect(calls.call({ ms: 0 })).rejects.toThrow('the test threads stopped (exit code 3)');
  });

  it('fails every later call once closed', async () => {
    const { calls } = sleepers(1);
    await calls.close();
    await expect(calls.call({ ms: 0 })).rejects.toThrow('the test threads: called after close');
  });
});
