// `skinforge dev <id> [--api <url>] [--port N]`: the runtime with live reload of the skin, and the
// reference gateway embedded on the same origin unless `--api` names an operator's gateway.
import { serveSettings, type ServeCommandOptions } from '../dev/serve-options';
import { startDevServer } from '../dev/start-dev-server';
import type { CliIo } from '../io';
import { untilShutdown } from '../preview/until-shutdown';

export type DevCommandOptions = ServeCommandOptions;

export async function dev(id: string, options: DevCommandOptions, io: CliIo): Promise<number> {
  const settings = await serveSettings(id, options, io);
  if (!settings) return 1;
  const server = await startDevServer({
    id,
    ...settings,
    cwd: io.cwd,
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
