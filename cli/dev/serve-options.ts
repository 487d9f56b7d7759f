// What `dev` and `studio` check before they start a server: the skin's folder exists, `--api` is a
// gateway's http(s) address, `--port` is a port. Each failure is one line saying what came.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CliIo } from '../io';

export interface ServeCommandOptions {
  api?: string;
  port: string;
  skinsDir: string;
}

export interface ServeSettings {
  /** Absolute. */
  skinsDir: string;
  port: number;
  api?: string;
}

/** The settings, or undefined once the reason is printed. */
export async function serveSettings(
  id: string,
  options: ServeCommandOptions,
  io: CliIo,
): Promise<ServeSettings | undefined> {
  const skinsDir = path.resolve(io.cwd, options.skinsDir);
  if (!(await stat(path.join(skinsDir, id)).catch(() => null))) {
    io.err(`No skin "${id}" in ${options.skinsDir}: create it with \`skinforge init ${id}\`.`);
    return undefined;
  }
  if (options.api && !/^https?:\/\//.test(options.api)) {
    io.err(`--api must be an http(s) URL of a gateway (got "${options.api}").`);
    return undefined;
  }
  const port = Number(options.port);
  if (!/^\d+$/.test(options.port) || port > 65_535) {
    io.err(`--port must be a port number from 0 (any free port) to 65535 (got "${options.port}").`);
    return undefined;
  }
  return { skinsDir, port, api: options.api };
}
