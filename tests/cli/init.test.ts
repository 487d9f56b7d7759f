import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';
import { snapshotTree, tempProject } from './temp-skins';

describe('skinforge init', () => {
  it('scaffolds a skin from the template that then validates (init → validate round trip)', async () => {
    const cwd = await tempProject();
    const created = await runCli(['init', 'acme-br'], cwd);
    expect(created.code).toBe(0);
    expect(created.stdout[0]).toBe(
      '[SUCCESS] Created skins/acme-br from the template (merchant code ACME_BR) and validated it.',
    );
    expect(Object.keys(await snapshotTree(path.join(cwd, 'skins')))).toEqual([
      'acme-br/assets/banner-welcome.svg',
      'acme-br/assets/favicon.svg',
      'acme-br/assets/logo.svg',
      'acme-br/i18n/en.json',
      'acme-br/i18n/pt.json',
      'acme-br/skin.json',
    ]);
    const validated = await runCli(['validate', 'acme-br'], cwd);
    expect(validated.code).toBe(0);
    expect(validated.stdout).toContain('[SUCCESS] acme-br is valid');
  });

  it('writes the $schema path, id, merchant code, brand, age and locale it was given', async () => {
    const cwd = await tempProject();
    expect(
      (
        await runCli(
          ['init', 'acme-br', '--age', '21', '--locale', 'en', '--merchant-code', 'MC2001'],
          cwd,
        )
      ).code,
    ).toBe(0);
    const skin = JSON.parse(await readFile(path.join(cwd, 'skins/acme-br/skin.json'), 'utf8'));
    expect(skin.$schema).toBe(
      path.relative(path.join(cwd, 'skins/acme-br'), path.resolve('schemas/skin.schema.json')),
    );
    expect(Object.keys(skin).slice(0, 3)).toEqual(['$schema', 'id', 'merchantCode']);
    expect({
      id: skin.id,
      merchantCode: skin.merchantCode,
      name: skin.brand.name,
      ageGate: skin.ageGate,
      locales: skin.locales,
    }).toEqual({
      id: 'acme-br',
      merchantCode: 'MC2001',
      name: 'Acme Br',
      ageGate: { minimumAge: 21 },
      locales: { default: 'en', supported: ['en', 'pt'] },
    });
  });

  it('refuses a second init of the same id and changes nothing', async () => {
    const cwd = await tempProject();
    await runCli(['init', 'acme-br'], cwd);
    const before = await snapshotTree(cwd);
    const again = await runCli(['init', 'acme-br', '--age', '21'], cwd);
    expect(again.code).toBe(1);
    expect(again.stderr).toEqual([
      '[ERROR] skins/acme-br already exists; init never overwrites. Pick another id or remove the folder.',
    ]);
    expect(await snapshotTree(cwd)).toEqual(before);
  });

  it('refuses a malformed id before touching the disk', async () => {
    const cwd = await tempProject();
    const run = await runCli(['init', 'Acme_BR'], cwd);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      '[ERROR] "Acme_BR" is not a valid skin id: use lowercase letters, digits and single hyphens, starting with a letter, at most 40 characters (e.g. "acme-br").',
    ]);
    expect(await snapshotTree(cwd)).toEqual({});
  });

  it('refuses an age other than 18 or 21', async () => {
    const cwd = await tempProject();
    const run = await runCli(['init', 'acme', '--age', '16'], cwd);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['[ERROR] --age must be 18 or 21 (got "16").']);
    expect(await snapshotTree(cwd)).toEqual({});
  });

  it('copies another skin with --from, keeping its parent and giving it its own merchant code', async () => {
    const cwd = await tempProject({ withShippedSkins: true });
    const run = await runCli(['init', 'lusa-norte', '--from', 'lusa-regional'], cwd);
    expect(run.code).toBe(0);
    const skin = JSON.parse(await readFile(path.join(cwd, 'skins/lusa-norte/skin.json'), 'utf8'));
    expect({
      id: skin.id,
      extends: skin.extends,
      merchantCode: skin.merchantCode,
      name: skin.brand.name,
    }).toEqual({
      id: 'lusa-norte',
      extends: 'default',
      merchantCode: 'LUSA_NORTE',
      name: 'Lusa Sorte',
    });
    expect((await runCli(['validate', '--all'], cwd)).code).toBe(0);
  });

  it('removes the new folder again when what it wrote does not validate', async () => {
    const cwd = await tempProject({ withShippedSkins: true });
    const before = await snapshotTree(cwd);
    const run = await runCli(
      ['init', 'copycat', '--from', 'default', '--merchant-code', 'MC1003'],
      cwd,
    );
    expect(run.code).toBe(1);
    expect(run.stdout[0]).toMatch(
      /^skins\/copycat\/skin\.json:\d+:\d+ \/merchantCode is also the merchant code of skin "northstar-sports" \(got "MC1003"\)$/,
    );
    expect(run.stderr).toEqual([
      '[ERROR] The new skin did not validate, so skins/copycat was removed again.',
    ]);
    expect(await snapshotTree(cwd)).toEqual(before);
  });

  it('refuses --from a skin that does not exist', async () => {
    const cwd = await tempProject({ withShippedSkins: true });
    const run = await runCli(['init', 'acme', '--from', 'defualt'], cwd);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      '[ERROR] There is no skin "defualt" in skins. Did you mean "default"?',
    ]);
  });
});
