// The CLI only registers commands here; each command is a plain async function in
// commands/<name>.ts that takes parsed options and an io, and returns an exit code.
import { Command } from 'commander';
import { actions } from './commands/actions';
import { affected } from './commands/affected';
import { diff } from './commands/diff';
import { explain } from './commands/explain';
import { init } from './commands/init';
import { list } from './commands/list';
import { migrate } from './commands/migrate';
import { validate } from './commands/validate';
import { createProcessIo, type CliIo } from './io';

export function createProgram(io: CliIo = createProcessIo()): Command {
  const program = new Command('skinforge')
    .description('Scaffold, validate, explain, build and serve white-label skins.')
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => io.out(text.trimEnd()),
      writeErr: (text) => io.err(text.trimEnd()),
    });

  // Commands are registered below, one block each.

  program
    .command('init')
    .description(
      'Scaffold skins/<id>/ from the template or another skin, then validate it; never overwrites.',
    )
    .argument('<id>', 'the new skin id: lowercase words joined by hyphens (e.g. acme-br)')
    .option('--from <id>', 'copy this skin instead of the template')
    .option('--age <age>', 'minimum player age: 18 or 21')
    .option('--locale <locale>', 'default language: pt or en')
    .option(
      '--merchant-code <code>',
      'the merchant code the gateway knows the brand by (default: from the id)',
    )
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      io.exitCode = await init(id, options, io);
    });

  program
    .command('validate')
    .description(
      'Report every issue of the named skins at once (file:line:col pointer message); warnings do not fail.',
    )
    .argument('[ids...]', 'skins to validate')
    .option('--all', 'validate every skin')
    .option(
      '--format <format>',
      'text (default), json, sarif (a SARIF 2.1.0 log for code scanning) or github (workflow annotations)',
    )
    .option('--json', 'the same as --format json')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (ids: string[], options) => {
      io.exitCode = await validate(ids, options, io);
    });

  program
    .command('diff')
    .description(
      'Compare two effective skins (after extends and defaults) value by value, texts included, with where each value was written.',
    )
    .argument('<a>', 'the skin compared from')
    .argument('<b>', 'the skin compared to')
    .option('--json', 'print a JSON array of {pointer, change, a, b, aSource, bSource}')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (a: string, b: string, options) => {
      io.exitCode = await diff(a, b, options, io);
    });

  program
    .command('affected')
    .description(
      'List the skins a change touches (a skin, what extends it, or all for the engine, runtime, schemas, templates, lock file), for a CI matrix.',
    )
    .option(
      '--since <git-ref>',
      'the change from where this branch left <git-ref> (e.g. origin/main) to the working tree',
    )
    .option('--files <paths...>', 'the changed files (beside --since, or instead of git)')
    .option('--json', 'print a JSON array of {id, because}')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (options) => {
      io.exitCode = await affected(options, io);
    });

  program
    .command('migrate')
    .description(
      "Rewrite skins written for an older schema version to the current shape, keeping each file's formatting.",
    )
    .argument('[ids...]', 'skins to migrate')
    .option('--all', 'migrate every skin')
    .option('--dry-run', 'print the changes as a unified diff and write nothing')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (ids: string[], options) => {
      io.exitCode = await migrate(ids, options, io);
    });

  program
    .command('explain')
    .description('Show each feature of a skin, on or off, and the chain of reasons.')
    .argument('<id>', 'skin to explain')
    .option(
      '--tree <file>',
      'a JSON file with the module tree as the gateway sends it (default: every module enabled)',
    )
    .option('--json', 'print JSON')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      io.exitCode = await explain(id, options, io);
    });

  program
    .command('list')
    .description('List the skins, one id a line (or JSON for a CI matrix).')
    .option('--json', 'print a JSON array of {id, name, merchantCode, …}')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (options) => {
      io.exitCode = await list(options, io);
    });

  program
    .command('actions')
    .description('Print the named-action table of the gateway contract.')
    .option('--json', 'print a JSON array of {name, method, path, auth, encrypted}')
    .option(
      '--skins-dir <dir>',
      'skins folder (accepted like every command; the table is the same for every skin)',
      'skins',
    )
    .action(async (options) => {
      io.exitCode = await actions(options, io);
    });

  // build, dev, studio and preview load Vite, Fastify and the gateway's database: imported when they run,
  // so the quick commands (list, validate) start quickly.
  program
    .command('build')
    .description(
      'Build a static site per skin into <out>/<id>/ (the runtime is built once and shared).',
    )
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
    .description(
      'Dev server with live reload of the skin; the reference gateway embedded unless --api.',
    )
    .argument('<id>', 'skin to serve')
    .option('--api <url>', "proxy /wps, /lgw and /lotto/lgw to an operator's gateway")
    .option('--port <n>', 'port', '5173')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      const { dev } = await import('./commands/dev');
      io.exitCode = await dev(id, options, io);
    });

  program
    .command('studio')
    .description(
      'Edit a skin in the browser beside its live site, and save a valid, minimal change to its files.',
    )
    .argument('<id>', 'skin to edit')
    .option('--port <n>', 'port on 127.0.0.1 (0 picks a free one)', '5174')
    .option('--api <url>', "the preview's API calls go to an operator's gateway")
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (id: string, options) => {
      const { studio } = await import('./commands/studio');
      io.exitCode = await studio(id, options, io);
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

  program
    .command('shots')
    .description(
      'Picture every page of the skins in each language and on each screen, with a contact sheet; --compare diffs an earlier run.',
    )
    .argument('[ids...]', 'skins to picture')
    .option('--all', 'picture every skin')
    .option('--out <dir>', 'output folder (replaced whole by each run)', 'shots')
    .option(
      '--viewports <list>',
      'screens: phone, phone-small, tablet, desktop',
      'phone,tablet,desktop',
    )
    .option('--locales <list>', 'languages: pt, en (each skin only in those it offers)', 'pt,en')
    .option(
      '--pages <list>',
      'page ids (default: every page of each skin, one category of each kind)',
    )
    .option('--compare <dir>', "an earlier run's --out: diff each shot against it")
    .option(
      '--threshold <ratio>',
      'with --compare, the share of differing pixels a shot may have',
      '0.001',
    )
    .option('--json', 'print the shots.json array on stdout (every other line on stderr)')
    .option('--skins-dir <dir>', 'skins folder', 'skins')
    .action(async (ids: string[], options) => {
      const { shots } = await import('./commands/shots');
      io.exitCode = await shots(ids, options, io);
    });

  program
    .command('gateway')
    .description(
      'Run the reference gateway alone (the whole gateway contract over HTTP) until interrupted.',
    )
    .option('--port <n>', 'port (0 picks a free one)', '4300')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option(
      '--dev',
      'add the /__dev routes: SMS/captcha outbox, maintenance and region switches, fault injection',
    )
    .option(
      '--db <dir>',
      'keep the data in this PGlite folder (default: in memory; DATABASE_URL selects PostgreSQL)',
    )
    .option('--skins-dir <dir>', 'skins folder: one merchant per skin', 'skins')
    .option('--log', 'log one line per request (a line per 5xx answer is always logged)')
    .action(async (options) => {
      const { gateway } = await import('./commands/gateway');
      io.exitCode = await gateway(options, io);
    });

  return program;
}
