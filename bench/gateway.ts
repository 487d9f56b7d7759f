// Prints p50/p95 latency of the games list and of search on the reference gateway under 50
// concurrent connections for 10 s each (DESIGN.md budget: the lobby answers a page or a search
// well under 100 ms end to end; the issue aims at p95 under 20 ms). Figures are printed, never
// asserted: time depends on the machine.
//   npx tsx bench/gateway.ts [--seconds 10] [--connections 50] [--url http://127.0.0.1:4300]
// Without --url it starts `skinforge gateway` (in memory, a free port) in a process of its own, so
// the load this script makes does not share the gateway's event loop. Node's fetch keeps one
// keep-alive connection per worker: 50 workers are 50 connections.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' }, url: { type: 'string' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'];
const TERMS = ['dragon', 'gold', 'fortune', 'wild', 'panda', 'ruby', 'king', 'fire', ' samba ', 'LUCKY'];

async function spawnGateway(): Promise<{ url: string; stop(): Promise<void> }> {
  const cli = fileURLToPath(new URL('../bin/skinforge.js', import.meta.url));
  const child = spawn(process.execPath, [cli, 'gateway', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Gateway listening on (\S+)/);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The gateway exited (${code}) before listening:\n${output}`)));
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
      const response = await fetch(`${base}${nextPath()}`);
      const body = (await response.json()) as { success: boolean };
      latencies.push(performance.now() - begin);
      if (!response.ok || !body.success) failures += 1;
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
  for (const nextPath of Object.values(scenarios)) for (let index = 0; index < 200; index += 1) await fetch(`${base}${nextPath()}`).then((response) => response.arrayBuffer());
  for (const [name, nextPath] of Object.entries(scenarios)) await run(name, nextPath);
} finally {
  await started?.stop();
}
