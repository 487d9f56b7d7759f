// `skinforge build [ids…] [--all] [--out dist]`: a static site per skin in `<out>/<id>/`.
import path from 'node:path';
import { runBuild } from '../build/run-build';
import type { CliIo } from '../io';

export interface BuildCommandOptions {
  all?: boolean;
  out: string;
  skinsDir: string;
}

export async function build(
  ids: string[],
  options: BuildCommandOptions,
  io: CliIo,
): Promise<number> {
  return runBuild(
    {
      ids,
      all: Boolean(options.all),
      skinsDir: path.resolve(io.cwd, options.skinsDir),
      outDir: path.resolve(io.cwd, options.out),
    },
    io,
  );
}
