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

  return program;
}
