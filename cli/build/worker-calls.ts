// Calls to worker threads as promises. Each call is a message `{ id, ...request }`; the thread
// answers `{ id, value }` or `{ id, error }` (a message: an Error does not cross threads). A thread
// is sent `perThread` calls at most (one by default); the others wait in one queue, in the order
// they were made, and go to the first thread with room, so a long call (the runtime's largest file
// at brotli's best) holds up one thread, not the calls queued behind it. A thread that stops fails
// every call still waiting and every later one, as does `close`.
import type { Worker } from 'node:worker_threads';

export interface WorkerCalls<Request, Value> {
  call(request: Request): Promise<Value>;
  close(): Promise<void>;
}

interface Answer<Value> {
  id: number;
  value?: Value;
  error?: string;
}

interface Call<Request, Value> {
  id: number;
  request: Request;
  resolve: (value: Value) => void;
  reject: (error: Error) => void;
}

/** `what` names the threads in errors: "the first-view renderer", "the compression threads". */
export function workerCalls<Request extends object, Value>(
  workers: readonly Worker[],
  what: string,
  { perThread = 1 }: { perThread?: number } = {},
): WorkerCalls<Request, Value> {
  const queue: Call<Request, Value>[] = [];
  const sent = new Map(workers.map((worker) => [worker, new Map<number, Call<Request, Value>>()]));
  let next = 0;
  let stopped: Error | null = null;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const calls of sent.values()) {
      for (const call of calls.values()) call.reject(error);
      calls.clear();
    }
    for (const call of queue.splice(0)) call.reject(error);
  };
  const dispatch = () => {
    for (const [worker, calls] of sent) {
      while (queue.length > 0 && calls.size < perThread) {
        const call = queue.shift()!;
        calls.set(call.id, call);
        worker.postMessage({ ...call.request, id: call.id });
      }
    }
  };
  for (const [worker, calls] of sent) {
    worker.on('message', ({ id, value, error }: Answer<Value>) => {
      const call = calls.get(id);
      if (!call) return;
      calls.delete(id);
      if (error !== undefined) call.reject(new Error(error));
      else call.resolve(value as Value);
      dispatch();
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`${what} stopped (exit code ${code})`)));
  }
  return {
    call: (request) =>
      new Promise((resolve, reject) => {
        if (stopped) {
          reject(stopped);
          return;
        }
        queue.push({ id: next++, request, resolve, reject });
        dispatch();
      }),
    close: async () => {
      failAll(new Error(`${what}: called after close`));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
