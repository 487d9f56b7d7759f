// `skinforge shots` refuses bad input before anything runs (no build, no browser, nothing written):
// each refusal names what was wrong and the names it could have been, and exits 2.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOT_PAGE_IDS } from '../../cli/shots/shot-pages';
import { runCli } from './run-cli';
import { tempProject } from './temp-skins';

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/** Runs `shots` with --out in a fresh folder; answers the run and whether --out was written. */
async function refusedShots(args: string[]) {
  const dir = await tempProject();
  const out = path.join(dir, 'shots');
  const run = await runCli(['shots', ...args, '--out', out]);
  return { run, wroteOut: await exists(out) };
}

describe('skinforge shots refuses bad input before anything runs', () => {
  it('refuses an unknown skin, naming the nearest and listing the skins', async () => {
    const { run, wroteOut } = await refusedShots(['defualt']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] There is no skin "defualt" in skins. Did you mean "default"? The skins are: default, lusa-regional, northstar-sports.',
    ]);
    expect(wroteOut).toBe(false);
  });

  it('refuses a run that names no skin', async () => {
    const { run } = await refusedShots([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] Name the skins to picture, or pass --all. The skins are: default, lusa-regional, northstar-sports.',
    ]);
  });

  it('refuses an unknown viewport, listing the viewports', async () => {
    const { run, wroteOut } = await refusedShots(['default', '--viewports', 'phone,tablett']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] There is no viewport "tablett" (--viewports). Did you mean "tablet"? The viewports are: phone, phone-small, tablet, desktop.',
    ]);
    expect(wroteOut).toBe(false);
  });

  it('refuses an unknown locale, listing the locales', async () => {
    const { run } = await refusedShots(['--all', '--locales', 'pt,es']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] There is no locale "es" (--locales). Did you mean "en"? The locales are: pt, en.',
    ]);
  });

  it('refuses an unknown page, naming the nearest and listing every page id', async () => {
    const { run } = await refusedShots(['default', '--pages', 'home,member.deposit']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `[ERROR] There is no page "member.deposit" (--pages). Did you mean "member.depositv2"? The pages are: ${SHOT_PAGE_IDS.join(', ')}.`,
    ]);
  });

  it('refuses an empty list', async () => {
    const { run } = await refusedShots(['default', '--pages', ' , ']);
    expect(run.code).toBe(2);
    expect(run.stderr[0]).toMatch(/^\[ERROR\] --pages names no page\. The pages are: home, /);
  });

  it('refuses a threshold that is not a ratio', async () => {
    const { run } = await refusedShots(['default', '--threshold', '5%']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] --threshold must be a ratio of differing pixels between 0 and 1, e.g. 0.001 (got "5%").',
    ]);
  });

  it('refuses a --compare folder without a shots.json', async () => {
    const dir = await tempProject();
    const earlier = path.join(dir, 'not-shots');
    await mkdir(earlier);
    const run = await runCli([
      'shots',
      'default',
      '--compare',
      earlier,
      '--out',
      path.join(dir, 'out'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `[ERROR] --compare ${earlier} has no shots.json: name the --out folder of an earlier \`skinforge shots\` run.`,
    ]);
    expect(await exists(path.join(dir, 'out'))).toBe(false);
  });

  it('refuses a --compare folder whose shots.json is not a shots manifest', async () => {
    const dir = await tempProject();
    await writeFile(path.join(dir, 'shots.json'), '{"skin":"default"}');
    const run = await runCli([
      'shots',
      'default',
      '--compare',
      dir,
      '--out',
      path.join(dir, 'out'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      `[ERROR] ${path.join(dir, 'shots.json')} is not a shots manifest: expected an array of { skin, locale, viewport, page, file, … }.`,
    ]);
  });

  it('refuses to replace an --out folder that holds something other than shots', async () => {
    const dir = await tempProject({ withShippedSkins: true });
    const run = await runCli(['shots', 'default', '--out', '.'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] --out . holds files that are not shots (no shots.json); a run replaces its --out whole, so name an empty or new folder.',
    ]);
    expect(await exists(path.join(dir, 'skins', 'default', 'skin.json'))).toBe(true);
  });
});
