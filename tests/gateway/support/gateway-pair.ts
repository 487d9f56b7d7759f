// Two gateways on one store, for the tests of rules that must hold however requests are spread:
// on PostgreSQL (SKINFORGE_TEST_DATABASE_URL) two gateways share one fresh database, as processes
// behind a load balancer do, on one clock; on PGlite, which one process holds, `b` is `a`.
import { afterAll, beforeAll } from 'vitest';
import type { GatewayOptions } from '../../../gateway';
import { startTestGateway, type TestGateway } from './test-gateway';

export interface GatewayPair {
  a: TestGateway;
  b: TestGateway;
  /** Which store the pair shares: the races that can deadlock exist on PostgreSQL only. */
  store: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function startGatewayPair(options: GatewayOptions = {}): Promise<GatewayPair> {
  const a = await startTestGateway(options);
  if (!a.databaseUrl) return { a, b: a, store: 'pglite', close: () => a.close() };
  // One after the other: b finds the database a migrated and seeded; a's clock drives both.
  const b = await startTestGateway({
    ...options,
    db: { connectionString: a.databaseUrl },
    clock: a.clock.now,
  }).catch(async (error: unknown) => {
    await a.close();
    throw error;
  });
  return {
    a,
    b: { ...b, clock: a.clock },
    store: 'postgres',
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

/**
 * The pair a test file shares, started before its tests and closed after them; read it inside a
 * test (or a hook after this one).
 */
export function useGatewayPair(startMs: number, options: GatewayOptions = {}): GatewayPair {
  let started: GatewayPair | undefined;
  beforeAll(async () => {
    started = await startGatewayPair(options);
  }, startMs);
  afterAll(async () => {
    await started?.close();
  });
  const current = (): GatewayPair => {
    if (!started) throw new Error('The gateway pair starts in beforeAll: read it inside a test.');
    return started;
  };
  return {
    get a() {
      return current().a;
    },
    get b() {
      return current().b;
    },
    get store() {
      return current().store;
    },
    close: () => current().close(),
  };
}

/** Alternates the gateways: the n-th of a burst goes to `a` when n is even, else to `b`. */
export const eitherOf = (pair: GatewayPair, n: number): TestGateway => (n % 2 ? pair.b : pair.a);
