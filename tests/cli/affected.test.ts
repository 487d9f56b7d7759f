import { execFileSync } from 'node:child_process';
import { mkdir, writeFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleFor } from '../../cli/affected/change-rules';
import { runCli } from './run-cli';
import { tempProject } from './temp-skins';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Skinforge', '-c', 'user.email=ci@skinforge.dev', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

/**
 * A git repository holding the shipped skins, a skin `acme` that extends lusa-regional (which
 * extends default), an engine file and a README, all committed; returns it and that commit.
 */
async function repository(): Promise<{ dir: string; base: string }> {
  const dir = await tempProject({ withShippedSkins: true });
  await mkdir(path.join(dir, 'skins/acme'));
  await writeFile(
    path.join(dir, 'skins/acme/skin.json'),
    JSON.stringify({ id: 'acme', extends: 'lusa-regional', merchantCode: 'ACME' }, null, 2),
  );
  await mkdir(path.join(dir, 'engine/skin'), { recursive: true });
  await writeFile(path.join(dir, 'engine/skin/rules.ts'), 'export const RULES = [];\n');
  await writeFile(path.join(dir, 'README.md'), '# A project\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return { dir, base: git(dir, 'rev-parse', 'HEAD') };
}

const affectedJson = async (dir: string, ...args: string[]) => {
  const run = await runCli(['affected', ...args, '--json'], dir);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout.join('\n')) as Array<{ id: string; because: string }>;
};

describe('skinforge affected', () => {
  it('touches a skin when a file in its folder changed, and no skin that does not extend it', async () => {
    const { dir, base } = await repository();
    await appendFile(path.join(dir, 'skins/northstar-sports/skin.json'), '\n');
    git(dir, 'commit', '-q', '-am', 'northstar');
    const run = await runCli(['affected', '--since', base], dir);
    expect([run.code, run.stdout]).toEqual([0, ['northstar-sports']]);
  });

  it("touches a parent skin and every skin that extends it, transitively, when the parent's file changed", async () => {
    const { dir, base } = await repository();
    await writeFile(path.join(dir, 'skins/default/i18n/pt.json'), '{ "footer.terms": "Termos" }\n');
    expect(await affectedJson(dir, '--since', base)).toEqual([
      {
        id: 'acme',
        because:
          'skins/default/i18n/pt.json changed; acme extends default (acme → lusa-regional → default)',
      },
      { id: 'default', because: 'skins/default/i18n/pt.json changed' },
      {
        id: 'lusa-regional',
        because: 'skins/default/i18n/pt.json changed; lusa-regional extends default',
      },
    ]);
  });

  it('touches every skin when an engine file changed', async () => {
    const { dir, base } = await repository();
    await appendFile(path.join(dir, 'engine/skin/rules.ts'), 'export const MORE = 1;\n');
    git(dir, 'commit', '-q', '-am', 'engine');
    expect(await affectedJson(dir, '--since', base)).toEqual(
      ['acme', 'default', 'lusa-regional', 'northstar-sports'].map((id) => ({
        id,
        because: 'engine/skin/rules.ts changed: the engine resolves and runs every skin',
      })),
    );
  });

  it('touches no skin when only a README changed', async () => {
    const { dir, base } = await repository();
    await appendFile(path.join(dir, 'README.md'), 'More words.\n');
    git(dir, 'commit', '-q', '-am', 'docs');
    const run = await runCli(['affected', '--since', base], dir);
    expect([run.code, run.stdout, run.stderr]).toEqual([0, [], []]);
  });

  it('counts uncommitted and new files, and reads the working tree against HEAD by default', async () => {
    const { dir } = await repository();
    await writeFile(path.join(dir, 'skins/lusa-regional/assets/new-banner.svg'), '<svg/>');
    const run = await runCli(['affected'], dir);
    expect(run.stdout).toEqual(['acme', 'lusa-regional']);
    expect((await affectedJson(dir))[0].because).toBe(
      'skins/lusa-regional/assets/new-banner.svg changed; acme extends lusa-regional',
    );
  });

  it('takes the changed files from --files, without git', async () => {
    const dir = await tempProject({ withShippedSkins: true });
    const run = await runCli(
      ['affected', '--files', 'skins/lusa-regional/skin.json', 'tests/cli/x.test.ts'],
      dir,
    );
    expect([run.code, run.stdout]).toEqual([0, ['lusa-regional']]);
  });

  it('refuses a ref git cannot resolve in one line, exit 2, before any output', async () => {
    const { dir } = await repository();
    const run = await runCli(['affected', '--since', 'origin/nowhere'], dir);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      [
        '[ERROR] git cannot resolve "origin/nowhere" to a commit here (expected a branch, tag or commit such as origin/main or HEAD~1).',
      ],
    ]);
  });

  it('refuses --since outside a git repository', async () => {
    const dir = await tempProject({ withShippedSkins: true });
    const run = await runCli(['affected', '--since', 'HEAD'], dir);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      [`[ERROR] --since needs a git repository, and ${dir} is not in one.`],
    ]);
  });
});

describe('the affected rule', () => {
  it.each([
    ['src/app/app.tsx', 'all'],
    ['schemas/skin.schema.json', 'all'],
    ['templates/skin/skin.json', 'all'],
    ['package-lock.json', 'all'],
    ['tests/e2e/home/home.spec.ts', 'all'],
    ['a-new-top-level-file.ts', 'all'],
    ['README.md', 'none'],
    ['gateway/README.md', 'none'],
    ['tests/cli/affected.test.ts', 'none'],
    ['bench/validate.ts', 'none'],
  ])('%s touches %s', (file, touches) => {
    expect(ruleFor(file).touches).toBe(touches);
  });
});
