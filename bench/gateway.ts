// Prints p50/p95 latency of the games list and of search on the reference gateway under 50
// concurrent connections for 10 s each (ARCHITECTURE.md "Budgets": the lobby answers a page or a
// search well under 100 ms end to end; the aim is p95 under 20 ms). Figures are printed, never
// asserted: time depends on the machine.
//   npx tsx bench/gateway.ts [--seconds 10] [--connections 50] [--url http://127.0.0.1:4300]
// Without --url it starts `skinforge gateway` (in memory, a free port) in a process of its own, so
// the load this script makes does not share the gateway's event loop. Requests go through node:http
// with a keep-alive agent of `connections` sockets: fetch costs the client several times more per
// request, and on a small machine the client's own event loop then sets the latency (a CPU profile
// showed the gateway 70% idle under fetch).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    url: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

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

async function spawnGateway(): Promise<{ url: string; stop(): Promise<void> }> {
  const cli = fileURLToPath(new URL('../bin/skinforge.js', import.meta.url));
  const child = spawn(process.execPath, [cli, 'gateway', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Gateway listening on (\S+)/);
      if (match) resolve(match[1]);
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

const started = values.url ? undefined : await spawnGateway();
const base = values.url ?? started?.url ?? '';

let sequence = 0;
const scenarios: Record<string, () => string> = {
  'games list (a category, pages 1-20)': () => {
    sequence += 1;
    return `/lgw/games?gameType=${CATEGORIES[sequence % CATEGORIES.length]}&pageNo=${(sequence % 20) + 1}&pageSize=15`;
  },
  'search (gameName, trimmed, any case)': () => {
    sequence += 1;
    return `/lgw/games?gameName=${encodeURIComponent(TERMS[sequence % TERMS.length])}&pageNo=${(sequence % 3) + 1}`;
  },
};

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One GET over the agent's kept-alive sockets: the status and the parsed body. */
function get(path: string): Promise<{ status: number; body: { success?: boolean } }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as { success?: boolean },
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function run(name: string, nextPath: () => string): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      const { status, body } = await get(nextPath());
      latencies.push(performance.now() - begin);
      if (status !== 200 || !body.success) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const line = [
    name.padEnd(46),
    `${latencies.length} requests`,
    `${Math.round(latencies.length / seconds)} req/s`,
    `p50 ${percentile(latencies, 0.5).toFixed(1)} ms`,
    `p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
    `max ${latencies[latencies.length - 1].toFixed(1)} ms`,
    failures ? `${failures} failed` : 'no failures',
  ];
  console.log(line.join('  '));
}

try {
  console.log(`Gateway ${base}: ${connections} concurrent connections, ${seconds} s per scenario`);
  // Warm-up: the first requests compile the schemas and settle the JIT.
  for (const nextPath of Object.values(scenarios)) {
    for (let index = 0; index < 200; index += 1) await get(nextPath());
  }
  for (const [name, nextPath] of Object.entries(scenarios)) await run(name, nextPath);
} finally {
  agent.destroy();
  await started?.stop();
}
