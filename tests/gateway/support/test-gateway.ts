// One reference gateway per test file, on 127.0.0.1 and a free port, with an injected clock (tests
// advance it instead of sleeping), the dev routes, and every answer checked against its schema.
// Tests talk to it through engine/api's client, the way the site does. With
// SKINFORGE_TEST_DATABASE_URL set (a PostgreSQL server), each gateway gets a fresh database there
// instead of PGlite, so the whole suite runs against an ordinary PostgreSQL too.
import pg from 'pg';
import { ApiError, createApiClient, type ApiClient } from '../../../engine/api';
import { startGateway, type GatewayOptions, type StartedGateway } from '../../../gateway';
import type { Database } from '../../../gateway/db/database';
import { openPgDatabase } from '../../../gateway/db/pg-database';
import type { OutboxEntry } from '../../../gateway/dev/dev-state';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export interface ClientOptions {
  token?: string;
  merchantCode?: string;
  language?: 'pt' | 'en';
  timeoutMs?: number;
  /** Sent as X-Dev-Scope: the client sees that scope's dev switches. */
  scope?: string;
  /**
   * Sent as X-Forwarded-For, which the test gateway trusts as one behind a load balancer would: the
   * address the per-client limits (SMS sends) count this client under. Each client() is a player of
   * its own, so by default it gets a fresh address (freshClientIp); `raw` requests come from
   * 127.0.0.1.
   */
  clientIp?: string;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; value: unknown; code?: string };
}

export interface TestGateway {
  url: string;
  /** The PostgreSQL database this gateway got (SKINFORGE_TEST_DATABASE_URL), for a second one. */
  databaseUrl?: string;
  clock: TestClock;
  client(options?: ClientOptions): ApiClient;
  /** Logs in by username and password; the token. */
  login(username: string, password: string, merchantCode?: string): Promise<string>;
  /** A /__dev route's value. */
  dev<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<T>;
  outbox(filter?: { kind?: string; to?: string; merchantCode?: string }): Promise<OutboxEntry[]>;
  /** The newest SMS code sent to a phone (`55:119…`). */
  latestCode(to: string): Promise<string>;
  /** A request as is, for what the client would never send. */
  raw(path: string, init?: RequestInit): Promise<RawAnswer>;
  close(): Promise<void>;
}

export const SKINS_DIR = new URL('../../../skins', import.meta.url).pathname;

let databases = 0;

/** A fresh database on the PostgreSQL server, and how to drop it. */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  databases += 1;
  const name = `skinforge_test_${process.pid}_${databases}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A store on a fresh database of the server; `close` closes it and drops the database. */
export async function freshPostgresStore(
  serverUrl: string,
): Promise<{ db: Database; close(): Promise<void> }> {
  const database = await freshPostgresDatabase(serverUrl);
  const db = await openPgDatabase(database.url);
  return {
    db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

export async function startTestGateway(options: GatewayOptions = {}): Promise<TestGateway> {
  let time = Date.now();
  const clock: TestClock = { now: () => time, advance: (ms) => (time += ms) };
  const serverUrl = process.env.SKINFORGE_TEST_DATABASE_URL;
  const database = serverUrl && !options.db ? await freshPostgresDatabase(serverUrl) : undefined;
  const db = database ? { connectionString: database.url } : 'memory';
  const started: StartedGateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    dev: true,
    db,
    skinsDir: SKINS_DIR,
    checkValues: true,
    clock: clock.now,
    trustProxy: true,
    // Each client() comes from a fresh address: the new-IP check would stop every second login of
    // a seeded account. tests/gateway/new-ip-verification.test.ts turns it on.
    newIpVerification: false,
    ...options,
  });
  const client = (clientOptions: ClientOptions = {}) => {
    const extraHeaders: Record<string, string> = {
      ...(clientOptions.scope ? { 'X-Dev-Scope': clientOptions.scope } : {}),
      'X-Forwarded-For': clientOptions.clientIp ?? freshClientIp(),
    };
    return createApiClient({
      baseUrl: started.url,
      merchantCode: clientOptions.merchantCode ?? '',
      getLanguage: () => clientOptions.language ?? 'en',
      getToken: () => clientOptions.token,
      timeoutMs: clientOptions.timeoutMs ?? 10_000,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), ...extraHeaders },
        }),
    });
  };
  const raw = async (path: string, init: RequestInit = {}): Promise<RawAnswer> => {
    const response = await fetch(`${started.url}${path}`, init);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as RawAnswer['body'],
    };
  };
  const dev = async <T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<T> => {
    const answer = await raw(
      `/__dev/${path}`,
      body
        ? { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : { method },
    );
    if (!answer.body.success) {
      throw new Error(`/__dev/${path} answered ${answer.status}: ${answer.body.message}`);
    }
    return answer.body.value as T;
  };
  const outbox = async (filter: Record<string, string> = {}) =>
    (await dev<{ list: OutboxEntry[] }>('GET', `outbox?${new URLSearchParams(filter)}`)).list;
  return {
    url: started.url,
    databaseUrl: database?.url,
    clock,
    client,
    login: async (username, password, merchantCode) =>
      (await client({ merchantCode }).call('login', { username, password })).token,
    dev,
    outbox,
    latestCode: async (to) => {
      const [newest] = await outbox({ kind: 'sms', to });
      if (!newest) throw new Error(`No SMS was sent to ${to}`);
      return newest.code;
    },
    raw,
    close: async () => {
      await started.close();
      await database?.drop();
    },
  };
}

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded; a failure was expected.');
}

let counter = 0;

/** A fresh mobile number per test (the SMS lockout is per phone). */
export function freshMobile(): string {
  counter += 1;
  return `119${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

/** A fresh client address per call (in 198.18.0.0/15, kept for tests), for per-client limits. */
export function freshClientIp(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** A fresh account name that keeps the username rule (a letter, then letters and digits, 6-16). */
export function freshUsername(prefix = 'user'): string {
  counter += 1;
  // Padded: a short process id would make a name under the 6 letters and digits a username needs.
  return `${prefix}${String(process.pid % 10000).padStart(4, '0')}${counter}`.slice(0, 16);
}
