// Prints p50/p95 latency of the reference gateway under 50 concurrent connections
// (ARCHITECTURE.md "Budgets"), each line with the machine's load average beside it. Figures are
// printed, never asserted: time depends on the machine and on what else runs on it.
//   PGlite (the gateway in memory): the games list and search (aim: p95 under 20 ms), and the
//     games list on half the connections while money moves (deposits, transfers, withdrawals whose
//     password the gateway remembers already) run on the other half (aim: the same p95: reads are
//     not starved by writes).
//   PostgreSQL (--pg <server URL>, else SKINFORGE_TEST_DATABASE_URL; a fresh database, dropped
//     afterwards): deposits (the order, then its payment), transfers (main wallet to a vendor
//     wallet and back) and withdrawals with their transaction password, one player per connection
//     (aims: p95 ≤ 50, 50 and 150 ms; no errors). Without a server these lines say they were left
//     out.
//   npx tsx bench/gateway.ts [--seconds 5] [--connections 50] [--pg postgres://…] [--only catalogue|money]
//     [--url <a gateway started with --dev>] (measures that gateway, whatever its store, instead)
// Each store's gateway runs in a process of its own (`skinforge gateway --dev`), so the load this
// script makes does not share the gateway's event loop. Requests go through node:http with a
// keep-alive agent of `connections` sockets: fetch costs the client several times more per
// request, and on a small machine the client's own event loop then sets the latency.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createApiClient,
  encryptPayload,
  getAction,
  importGatewayKey,
  type ActionName,
  type GatewayPublicKey,
} from '../engine';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pg: { type: 'string' },
    only: { type: 'string' },
    url: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverUrl = values.pg ?? process.env.SKINFORGE_TEST_DATABASE_URL;

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'];
const TERMS = [
  'dragon',
  'gold',
  'fortune',
  'wild',
  'panda',
  'ruby',
  'king',
  'fire',
  ' samba ',
  'LUCKY',
];
const PAYMENT_PASSWORD = '246810';

interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/** `skinforge gateway --dev` on a free port, in a process of its own. */
async function spawnGateway(env: NodeJS.ProcessEnv = {}): Promise<Gateway> {
  const cli = fileURLToPath(new URL('../bin/skinforge.js', import.meta.url));
  const child = spawn(process.execPath, [cli, 'gateway', '--port', '0', '--dev'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Gateway listening on (\S+)/);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`The gateway exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGINT');
      await once(child, 'exit');
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

interface Answer {
  status: number;
  body: { success?: boolean; value?: unknown };
}

/** One request over the agent's kept-alive sockets: the status and the parsed body. */
function request(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The latencies and failures of one line of figures. */
class Figures {
  readonly latencies: number[] = [];
  failures = 0;
  readonly failed = new Map<string, number>();

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
        `${Math.round(sorted.length / seconds)} req/s`,
        `p50 ${at(0.5).toFixed(1)} ms`,
        `p95 ${at(0.95).toFixed(1)} ms`,
        `max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
        this.failures ? `${this.failures} errors (${errors})` : '0 errors',
        `load ${loadavg()[0]!.toFixed(2)}`,
      ].join('  '),
    );
  }
}

/** Runs `step` on `workers` workers until the time is up. */
async function during(workers: number, step: (worker: number) => Promise<void>): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) await step(worker);
    }),
  );
}

let sequence = 0;
const gamesListPath = () => {
  sequence += 1;
  return `/lgw/games?gameType=${CATEGORIES[sequence % CATEGORIES.length]}&pageNo=${(sequence % 20) + 1}&pageSize=15`;
};
const searchPath = () => {
  sequence += 1;
  return `/lgw/games?gameName=${encodeURIComponent(TERMS[sequence % TERMS.length]!)}&pageNo=${(sequence % 3) + 1}`;
};

interface Player {
  token: string;
  bankAccountId: number;
  /** The withdrawal's payload, encrypted once: each request sends it with a key of its own. */
  withdrawal: unknown;
}

/** Fresh players with money, a transaction password and a bank account, `batch` at a time. */
async function preparePlayers(base: string, count: number, batch = 10): Promise<Player[]> {
  const publicKey = await request(base, 'GET', getAction('publicKey').path);
  const key = await importGatewayKey(publicKey.body.value as GatewayPublicKey);
  const players: Player[] = [];
  for (let first = 0; first < count; first += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - first) }, async (_, n) => {
        const username = `bench${process.pid % 10000}x${first + n}`;
        const session: { token?: string } = {};
        const client = createApiClient({
          baseUrl: base,
          merchantCode: '',
          getLanguage: () => 'en',
          getToken: () => session.token,
          timeoutMs: 60_000,
        });
        session.token = (
          await client.call('register', {
            username,
            password: 'Player123',
            confirmPassword: 'Player123',
            paymentPassword: PAYMENT_PASSWORD,
            login: true,
          })
        ).token;
        await request(base, 'POST', '/__dev/credit', { body: { username, amount: '1000000' } });
        const { bankAccount } = await client.call('addBankAccount', {
          holderName: 'Bench Player',
          bankName: 'Banco Bench',
          accountNumber: '0012345678',
        });
        const withdrawal = await encryptPayload(key, 'withdraw', {
          amount: '20',
          bankAccountId: bankAccount.id,
          paymentPassword: PAYMENT_PASSWORD,
        });
        return { token: session.token, bankAccountId: bankAccount.id, withdrawal };
      }),
    );
    players.push(...made);
  }
  return players;
}

/** An action of the contract as one player sends it, with a fresh Idempotency-Key. */
function action(base: string, player: Player, name: ActionName, payload: unknown) {
  const spec = getAction(name);
  return () =>
    request(base, spec.method, spec.path, {
      body: payload,
      headers: {
        Authorization: `Bearer ${player.token}`,
        ...(spec.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
      },
    });
}

/** The three money moves of the PostgreSQL lines, as one step of one player. */
const moneySteps = {
  async deposit(base: string, player: Player, figures: Figures) {
    const order = await figures.time(
      action(base, player, 'createDeposit', { channel: 'PIX', amount: '100' }),
    );
    const payUrl = (order.body.value as { payUrl?: string } | undefined)?.payUrl;
    if (payUrl) await figures.time(() => request('', 'POST', `${payUrl}/pay`));
  },
  async transfer(base: string, player: Player, figures: Figures, turn: number) {
    // Out to the vendor wallet on a player's odd turns, back on its even ones.
    const there = turn % 2 === 1;
    await figures.time(
      action(base, player, 'walletTransfer', {
        from: there ? 'MAIN' : 'PT',
        to: there ? 'PT' : 'MAIN',
        amount: '10',
      }),
    );
  },
  async withdraw(base: string, player: Player, figures: Figures) {
    await figures.time(action(base, player, 'withdraw', { encrypted: player.withdrawal }));
  },
};

/** The gateway at --url, left running. */
const given = (url: string): Gateway => ({ url, stop: async () => {} });

async function catalogueAndReads(): Promise<void> {
  const gateway = values.url ? given(values.url) : await spawnGateway();
  try {
    console.log(
      `Gateway ${gateway.url} (PGlite unless --url says otherwise): ${connections} connections, ${seconds} s a line`,
    );
    // Warm-up: the first requests compile the schemas and settle the JIT.
    for (let index = 0; index < 200; index += 1) {
      await request(gateway.url, 'GET', gamesListPath());
      await request(gateway.url, 'GET', searchPath());
    }
    for (const [name, path] of [
      ['games list (a category, pages 1-20)', gamesListPath],
      ['search (gameName, trimmed, any case)', searchPath],
    ] as const) {
      const figures = new Figures();
      await during(connections, () =>
        figures.time(() => request(gateway.url, 'GET', path())).then(() => undefined),
      );
      figures.print(name);
    }
    // Half the connections read the games list while the other half move money.
    const movers = Math.floor(connections / 2);
    const players = await preparePlayers(gateway.url, movers);
    // Each player's first withdrawal checks the password with scrypt (the PostgreSQL lines print
    // those apart); the reads are measured beside the money moves that follow.
    await Promise.all(
      players.map((player) => moneySteps.withdraw(gateway.url, player, new Figures())),
    );
    const reads = new Figures();
    const moves = new Figures();
    const turns = players.map(() => 0);
    const transfers = players.map(() => 0);
    await Promise.all([
      during(connections - movers, () =>
        reads.time(() => request(gateway.url, 'GET', gamesListPath())).then(() => undefined),
      ),
      during(movers, async (worker) => {
        const player = players[worker]!;
        turns[worker]! += 1;
        const step = (['deposit', 'transfer', 'withdraw'] as const)[turns[worker]! % 3]!;
        if (step === 'transfer') transfers[worker]! += 1;
        await moneySteps[step](gateway.url, player, moves, transfers[worker]!);
      }),
    ]);
    reads.print(`games list while money moves (${connections - movers} conn.)`);
    moves.print(`  the money moves beside it (${movers} conn.)`);
  } finally {
    await gateway.stop();
  }
}

/** A fresh database on the PostgreSQL server, and how to drop it. */
async function freshDatabase(server: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skinforge_bench_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function moneyOnPostgres(): Promise<void> {
  if (values.url) {
    await moneyMoves(given(values.url));
    return;
  }
  if (!serverUrl) {
    console.log(
      'PostgreSQL: left out (no --pg <server URL> and no SKINFORGE_TEST_DATABASE_URL): deposit, transfer and withdraw under load are measured there.',
    );
    return;
  }
  const database = await freshDatabase(serverUrl);
  const gateway = await spawnGateway({ DATABASE_URL: database.url }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  try {
    await moneyMoves(gateway);
  } finally {
    await gateway.stop();
    await database.drop();
  }
}

async function moneyMoves(gateway: Gateway): Promise<void> {
  console.log(
    `Gateway ${gateway.url} (PostgreSQL unless --url says otherwise): ${connections} connections (a player each), ${seconds} s a line`,
  );
  const players = await preparePlayers(gateway.url, connections);
  const measure = async (step: keyof typeof moneySteps, name: string) => {
    const figures = new Figures();
    const turns = players.map(() => 0);
    await during(connections, async (worker) => {
      turns[worker]! += 1;
      await moneySteps[step](gateway.url, players[worker]!, figures, turns[worker]!);
    });
    figures.print(name);
  };
  await measure('deposit', 'deposit (createDeposit, then its pay)');
  await measure('transfer', 'transfer (MAIN to PT and back)');
  // A player's first withdrawal checks the password with scrypt; for 10 minutes after, a right
  // one is remembered (gateway/rules/remembered-passwords.ts). The first of every player at once:
  const first = new Figures();
  await Promise.all(players.map((player) => moneySteps.withdraw(gateway.url, player, first)));
  first.print("withdraw, every player's first at once (scrypt)");
  await measure('withdraw', 'withdraw (its password checked, remembered)');
}

try {
  if (values.only !== 'money') await catalogueAndReads();
  if (values.only !== 'catalogue') await moneyOnPostgres();
} finally {
  agent.destroy();
}
