// The gateway a bench measures: `skinforge gateway --dev` in a process of its own (so the load the
// bench makes does not share the gateway's event loop), one already running, or a fresh
// PostgreSQL database for one to run on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/** `skinforge gateway --dev` on a free port, in a process of its own. */
export async function spawnGateway(env: NodeJS.ProcessEnv = {}): Promise<Gateway> {
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

/** The gateway at --url, left running. */
export const given = (url: string): Gateway => ({ url, stop: async () => {} });

/** A fresh database on the PostgreSQL server, and how to drop it. */
export async function freshDatabase(
  server: string,
): Promise<{ url: string; drop(): Promise<void> }> {
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
