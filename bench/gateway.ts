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
// Each store's gateway runs in a process of its own (./gateway-process.ts); requests go through
// node:http with a keep-alive agent of `connections` sockets (./gateway-http.ts).
import { parseArgs } from 'node:util';
import { moneySteps, preparePlayers } from './bench-players';
import { agent, request } from './gateway-http';
import { freshDatabase, given, spawnGateway, type Gateway } from './gateway-process';
import { during, Figures } from './latency-figures';

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
agent.maxSockets = connections;

let sequence = 0;
const gamesListPath = () => {
  sequence += 1;
  return `/lgw/games?gameType=${CATEGORIES[sequence % CATEGORIES.length]}&pageNo=${(sequence % 20) + 1}&pageSize=15`;
};
const searchPath = () => {
  sequence += 1;
  return `/lgw/games?gameName=${encodeURIComponent(TERMS[sequence % TERMS.length]!)}&pageNo=${(sequence % 3) + 1}`;
};

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
      const figures = new Figures(seconds);
      await during(seconds, connections, () =>
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
      players.map((player) => moneySteps.withdraw(gateway.url, player, new Figures(seconds))),
    );
    const reads = new Figures(seconds);
    const moves = new Figures(seconds);
    const turns = players.map(() => 0);
    const transfers = players.map(() => 0);
    await Promise.all([
      during(seconds, connections - movers, () =>
        reads.time(() => request(gateway.url, 'GET', gamesListPath())).then(() => undefined),
      ),
      during(seconds, movers, async (worker) => {
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
    const figures = new Figures(seconds);
    const turns = players.map(() => 0);
    await during(seconds, connections, async (worker) => {
      turns[worker]! += 1;
      await moneySteps[step](gateway.url, players[worker]!, figures, turns[worker]!);
    });
    figures.print(name);
  };
  await measure('deposit', 'deposit (createDeposit, then its pay)');
  await measure('transfer', 'transfer (MAIN to PT and back)');
  // A player's first withdrawal checks the password with scrypt; for 10 minutes after, a right
  // one is remembered (gateway/rules/remembered-passwords.ts). The first of every player at once:
  const first = new Figures(seconds);
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
