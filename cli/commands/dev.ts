// `skinforge dev <id> [--api <url>] [--port N]`: the runtime with live reload of the skin, and the
// reference gateway embedded on the same origin unless `--api` names an operator's gateway.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer } from '../dev/start-dev-server';
import type { CliIo } from '../io';
import { untilShutdown } from '../preview/until-shutdown';

export interface DevCommandOptions {
  api?: string;
  port: string;
  skinsDir: string;
}

export async function dev(id: string, options: DevCommandOptions, io: CliIo): Promise<number> {
  const skinsDir = path.resolve(io.cwd, options.skinsDir);
  if (!(await stat(path.join(skinsDir, id)).catch(() => null))) {
    io.err(`No skin "${id}" in ${options.skinsDir}: create it with \`skinforge init ${id}\`.`);
    return 1;
  }
  if (options.api && !/^https?:\/\//.test(options.api)) {
    io.err(`--api must be an http(s) URL of a gateway (got "${options.api}").`);
    return 1;
  }
  const server = await startDevServer({
    id,
    skinsDir,
    cwd: io.cwd,
    port: Number(options.port),
    api: options.api,
    log: (line) => io.out(line),
  });
  io.out(`Dev server for "${id}" at ${server.url}`);
  io.out(
    options.api
      ? `API calls (/wps, /lgw, /lotto/lgw) go to ${options.api}.`
      : `The reference gateway runs embedded (${server.gatewayUrl}, dev routes on).`,
  );
  io.out('Edit the skin and save: the page reloads. Ctrl+C stops.');
  await untilShutdown();
  await server.close();
  return 0;
}
