// Every action of the gateway contract has a caller in the site (src/), or a row in README.md's
// "Actions the site does not name" saying why it has none: a call of spec 000 §7 or spec 001 §7
// that no screen makes is either a missing screen or a decision written down.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../engine';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The action names the site's code spells as strings ('name', "name" or `name`). */
function namedInSite(): Set<string> {
  const text = sourceFiles(join(ROOT, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return new Set(
    ACTIONS.map((action) => action.name).filter((name) =>
      new RegExp(`['"\`]${name}['"\`]`).test(text),
    ),
  );
}

/** The actions README.md's table lists, each with its reason. */
function documentedExceptions(): Map<string, string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('<!-- uncalled-actions:start -->');
  const end = readme.indexOf('<!-- uncalled-actions:end -->');
  expect(start, 'README.md has the uncalled-actions table').toBeGreaterThan(-1);
  const rows = readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return new Map(
    rows.flatMap((row) => {
      const [names = '', reason = ''] = row.split('|').slice(1, 3);
      return [...names.matchAll(/`(\w+)`/g)].map(([, name]) => [name!, reason.trim()] as const);
    }),
  );
}

describe('the gateway actions the site calls', () => {
  const called = namedInSite();
  const exceptions = documentedExceptions();

  it('leave none without a caller in src/ or a reason in README.md', () => {
    const orphans = ACTIONS.map((action) => action.name).filter(
      (name) => !called.has(name) && !exceptions.has(name),
    );
    expect(orphans).toEqual([]);
  });

  it('list as exceptions only actions of the contract that the site does not call, each with a reason', () => {
    const known = new Set<string>(ACTIONS.map((action) => action.name));
    const wrong = [...exceptions].filter(
      ([name, reason]) => !known.has(name) || called.has(name) || reason.length < 20,
    );
    expect(wrong).toEqual([]);
  });
});
