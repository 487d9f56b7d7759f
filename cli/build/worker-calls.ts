// Calls to worker threads as promises. Each call is a message `{ id, ...request }`; the thread
// answers `{ id, value }` or `{ id, error }` (a message: an Error does not cross threads). Calls go
// to the threads in turn. A thread that stops fails every call still waiting and every later one,
// as does `close`.
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

/** `what` names the threads in errors: "the first-view renderer", "a compression thread". */
export function workerCalls<Request extends object, Value>(
  workers: readonly Worker[],
  what: string,
): WorkerCalls<Request, Value> {
  const waiting = new Map<
    number,
    { resolve: (value: Value) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  let stopped: Error | null = null;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on('message', ({ id, value, error }: Answer<Value>) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(value as Value);
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
        const id = next++;
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ ...request, id });
      }),
    close: async () => {
      failAll(new Error(`${what}: called after close`));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
