// `skinforge gateway [--port N] [--host 127.0.0.1] [--dev] [--db <dir>] [--skins-dir <dir>] [--log]`:
// the reference gateway alone, until interrupted. In memory by default (a fresh seed each start);
// `--db <dir>` keeps a PGlite folder; DATABASE_URL points it at a PostgreSQL server instead.
// Fastify's logger writes a JSON line to stdout per 5xx answer, and per request with `--log`
// (gateway/server/request-log.ts), so an operator sees failures.
import path from 'node:path';
import type { CliIo } from '../io';
import { untilShutdown } from '../preview/until-shutdown';

export interface GatewayCommandOptions {
  port: string;
  host: string;
  dev?: boolean;
  db?: string;
  skinsDir: string;
  log?: boolean;
}

export async function gateway(
  options: GatewayCommandOptions,
  io: CliIo,
  until: () => Promise<unknown> = untilShutdown,
): Promise<number> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    io.err(`--port must be a port number from 0 to 65535 (got "${options.port}")`);
    return 1;
  }
  const { startGateway } = await import('../../gateway');
  const started = await startGateway({
    port,
    host: options.host,
    dev: Boolean(options.dev),
    db: options.db ? { dataDir: path.resolve(io.cwd, options.db) } : undefined,
    skinsDir: path.resolve(io.cwd, options.skinsDir),
    log: { requests: Boolean(options.log) },
  }).catch((error: unknown) => {
    io.err(
      `The gateway could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  });
  if (!started) return 1;
  io.out(`Gateway listening on ${started.url}`);
  const store = options.db
    ? `PGlite in ${options.db}`
    : process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : 'PGlite in memory';
  io.out(`Store: ${store}. Demo accounts: gateway/README.md (player01 / Player123).`);
  if (options.dev) {
    io.out(
      `Dev routes on: ${started.url}/__dev/outbox lists the SMS codes, captcha answers and e-mails issued.`,
    );
  }
  await until();
  await started.close();
  return 0;
}
