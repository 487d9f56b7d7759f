// `skinforge preview <id> [--out dist] [--port N] [--dev]`: serve a built skin with the reference
// gateway on one origin. `--dev` turns on the gateway's /__dev routes: the e2e suite and `npm
// start` use them so a newcomer can read the SMS codes and captcha answers the demo "sent"
// (/__dev/outbox) and finish registration or SMS login without a phone.
import path from 'node:path';
import type { CliIo } from '../io';
import { PreviewError, startPreview } from '../preview/start-preview';
import { untilShutdown } from '../preview/until-shutdown';

export interface PreviewCommandOptions {
  out: string;
  port: string;
  host: string;
  dev?: boolean;
  skinsDir: string;
}

export async function preview(
  id: string,
  options: PreviewCommandOptions,
  io: CliIo,
): Promise<number> {
  try {
    const server = await startPreview({
      id,
      outDir: path.resolve(io.cwd, options.out),
      skinsDir: path.resolve(io.cwd, options.skinsDir),
      port: Number(options.port),
      host: options.host,
      dev: Boolean(options.dev),
    });
    io.out(`Previewing "${id}" at ${server.url}`);
    if (options.dev) {
      io.out(
        `Dev routes on: ${server.url}__dev/outbox lists the SMS codes and captcha answers the gateway issued.`,
      );
    }
    await untilShutdown();
    await server.close();
    return 0;
  } catch (error) {
    if (!(error instanceof PreviewError)) throw error;
    io.err(error.message);
    return 1;
  }
}
