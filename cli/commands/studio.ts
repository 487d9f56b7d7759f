// `skinforge studio <id> [--port N] [--api <url>]`: edit a skin in the browser with its live site
// beside it, and save a valid, minimal change to its files (cli/studio/). The editor answers only
// on 127.0.0.1 and only to the address printed here, which carries a secret of this run.
import { serveSettings, type ServeCommandOptions } from '../dev/serve-options';
import type { CliIo } from '../io';
import { untilShutdown } from '../preview/until-shutdown';
import { startStudio } from '../studio/start-studio';

export type StudioCommandOptions = ServeCommandOptions;

export async function studio(
  id: string,
  options: StudioCommandOptions,
  io: CliIo,
): Promise<number> {
  const settings = await serveSettings(id, options, io);
  if (!settings) return 1;
  const running = await startStudio({
    id,
    ...settings,
    cwd: io.cwd,
    log: (line) => io.out(line),
  });
  io.out(`Studio for "${id}" at ${running.url}`);
  io.out("Open that address: it carries this run's secret, and the studio refuses any other.");
  io.out(
    options.api
      ? `The preview's API calls (/wps, /lgw, /lotto/lgw) go to ${options.api}.`
      : `The reference gateway runs embedded (${running.gatewayUrl}, dev routes on).`,
  );
  io.out(`Edits reach ${options.skinsDir}/${id}/ only when you save them. Ctrl+C stops.`);
  await untilShutdown();
  await running.close();
  return 0;
}
