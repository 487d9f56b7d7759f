// The CLI only registers commands here; each command is a plain async function in commands/<name>.ts
// that takes parsed options and an io, and returns an exit code.
import { Command } from 'commander';
import { createProcessIo, type CliIo } from './io';

export function createProgram(io: CliIo = createProcessIo()): Command {
  const program = new Command('skinforge')
    .description('Scaffold, validate, explain, build and serve white-label skins.')
    .showHelpAfterError()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) });

  // Commands are registered below, one block each.

  // build, dev and preview load Vite, Fastify and the gateway's database: imported when they run, so
  // the quick commands (list, validate) start quickly.
  program
    .command('build')
    .description('Build a static site per skin into <out>/<id>/ (the runtime is built once and shared).')
    .argument('[ids...]', 'skins to build')
    .option('--all', 'build every skin')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (ids: string[], options) => {
      const { build } = await import('./commands/build');
      io.exitCode = await build(ids, options, io);
    });

  program
    .command('dev')
    .description('Dev server with live reload of the skin; the reference gateway embedded unless --api.')
    .argument('<id>', 'skin to serve')
    .option('--api <url>', "proxy /wps, /lgw and /lotto/lgw to an operator's gateway")
    .option('--port <n>', 'port', '5173')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      const { dev } = await import('./commands/dev');
      io.exitCode = await dev(id, options, io);
    });

  program
    .command('preview')
    .description('Serve a built skin and the reference gateway on one origin.')
    .argument('<id>', 'skin to serve')
    .option('--out <dir>', 'the folder `build` wrote', 'dist')
    .option('--port <n>', 'port', '4173')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--dev', "turn on the gateway's /__dev routes (SMS outbox, captcha answers)")
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      const { preview } = await import('./commands/preview');
      io.exitCode = await preview(id, options, io);
    });

  return program;
}
