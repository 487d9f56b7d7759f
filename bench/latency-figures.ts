// One line of a bench's figures: p50, p95 and max latency, requests a second and errors, with the
// machine's load average beside them (printed, never asserted).
import { loadavg } from 'node:os';
import type { Answer } from './gateway-http';

/** The latencies and failures of one line of figures. */
export class Figures {
  readonly latencies: number[] = [];
  failures = 0;
  readonly failed = new Map<string, number>();

  /** `seconds`: how long the line ran, for its requests a second. */
  constructor(private readonly seconds: number) {}

  /** Times one request; a failure is any answer but 200 with success. */
  async time(send: () => Promise<Answer>): Promise<Answer> {
    const begin = performance.now();
    const answer = await send();
    this.latencies.push(performance.now() - begin);
    if (answer.status !== 200 || !answer.body.success) {
      this.failures += 1;
      const why = `${answer.status} ${String((answer.body as { code?: string }).code ?? '')}`;
      this.failed.set(why, (this.failed.get(why) ?? 0) + 1);
    }
    return answer;
  }

  print(name: string): void {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (fraction: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
    const errors = [...this.failed].map(([why, count]) => `${count}× ${why}`).join(', ');
    console.log(
      [
        name.padEnd(52),
        `${sorted.length} requests`,
        `${Math.round(sorted.length / this.seconds)} req/s`,
        `p50 ${at(0.5).toFixed(1)} ms`,
        `p95 ${at(0.95).toFixed(1)} ms`,
        `max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
        this.failures ? `${this.failures} errors (${errors})` : '0 errors',
        `load ${loadavg()[0]!.toFixed(2)}`,
      ].join('  '),
    );
  }
}

/** Runs `step` on `workers` workers for `seconds`. */
export async function during(
  seconds: number,
  workers: number,
  step: (worker: number) => Promise<void>,
): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) await step(worker);
    }),
  );
}
