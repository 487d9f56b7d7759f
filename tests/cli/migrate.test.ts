import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSkins, PROJECT_ROOT, runCli } from './run-cli';
import { snapshotTree, tempProject } from './temp-skins';

/** A temporary project whose skins folder is a copy of a fixture scenario. */
async function projectWith(scenario: string): Promise<string> {
  const dir = await tempProject();
  await cp(path.join(PROJECT_ROOT, fixtureSkins(scenario)), path.join(dir, 'skins'), {
    recursive: true,
  });
  return dir;
}

describe('skinforge migrate', () => {
  it('prints the change as a unified diff with --dry-run and writes nothing', async () => {
    const dir = await projectWith('old-schema');
    const before = await snapshotTree(dir);
    const run = await runCli(['migrate', 'acme', '--dry-run'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([
      '--- a/skins/acme/skin.json',
      '+++ b/skins/acme/skin.json',
      '@@ -1,19 +1,21 @@',
      ' {',
      '   "$schema": "../../../../../schemas/skin.schema.json",',
      '-  "schemaVersion": 1,',
      '+  "schemaVersion": 2,',
      '   "id": "acme",',
      '   "merchantCode": "ACME",',
      '-  "minimumAge": 21,',
      '+  "ageGate": {',
      '+    "minimumAge": 21',
      '+  },',
      '   "theme": {',
      '     "defaultMode": "light",',
      '     "allowToggle": false',
      '   },',
      '   "links": {',
      '-    "customerService": "https://help.acme.example.com",',
      '-    "mirrors": [',
      '-      { "label": "Espelho 1", "url": "https://m1.acme.example.com" },',
      '-      { "label": "Espelho 2", "url": "https://m2.acme.example.com" }',
      '-    ]',
      '+    "customerService": "https://help.acme.example.com"',
      '   },',
      '+  "mirrors": [',
      '+    { "label": "Espelho 1", "url": "https://m1.acme.example.com" },',
      '+    { "label": "Espelho 2", "url": "https://m2.acme.example.com" }',
      '+  ],',
      '   "login": { "freePlay": false }',
      ' }',
      '1 skin to migrate (dry run: nothing written).',
    ]);
    expect(await snapshotTree(dir)).toEqual(before);
  });

  it('rewrites a skin of schema version 1, which then validates with its values where they moved', async () => {
    const dir = await projectWith('old-schema');
    const validateBefore = await runCli(['validate', 'acme'], dir);
    expect(validateBefore.code).toBe(1);
    const run = await runCli(['migrate', 'acme'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([
      '[SUCCESS] skins/acme/skin.json: schema version 1 → 2 (minimumAge → ageGate.minimumAge; links.mirrors → mirrors)',
      '1 skin migrated.',
    ]);
    const validateAfter = await runCli(['validate', 'acme', '--json'], dir);
    expect(validateAfter.code).toBe(0);
    expect(JSON.parse(validateAfter.stdout.join('\n')).skins[0].issues).toEqual([]);
    const written = JSON.parse(await readFile(path.join(dir, 'skins/acme/skin.json'), 'utf8'));
    expect([written.schemaVersion, written.ageGate, written.mirrors.length, written.links]).toEqual(
      [2, { minimumAge: 21 }, 2, { customerService: 'https://help.acme.example.com' }],
    );
  });

  it('leaves a skin already at the current version untouched', async () => {
    const dir = await tempProject({ withShippedSkins: true });
    const before = await snapshotTree(path.join(dir, 'skins'));
    const run = await runCli(['migrate', '--all'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([
      'default is at schema version 2: nothing to migrate.',
      'lusa-regional is at schema version 2: nothing to migrate.',
      'northstar-sports is at schema version 2: nothing to migrate.',
      '0 skins migrated.',
    ]);
    expect(await snapshotTree(path.join(dir, 'skins'))).toEqual(before);
  });

  it('writes nothing when one of the named skins cannot be migrated', async () => {
    const dir = await projectWith('old-schema');
    await cp(path.join(dir, 'skins/acme'), path.join(dir, 'skins/broken'), { recursive: true });
    await writeFile(
      path.join(dir, 'skins/broken/skin.json'),
      '{\n  "schemaVersion": 1,\n  "id"\n}\n',
    );
    const before = await snapshotTree(dir);
    const run = await runCli(['migrate', '--all'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      `[ERROR] skins/broken/skin.json:4:1 is not valid JSON: expected ':' after the property name but found '}'`,
      '[ERROR] Nothing was migrated: fix these files first.',
    ]);
    expect(await snapshotTree(dir)).toEqual(before);
  });

  it('refuses an unknown skin id in one line, exit 2, before any output', async () => {
    const run = await runCli(['migrate', 'defualt', '--dry-run']);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      ['[ERROR] There is no skin "defualt" in skins. Did you mean "default"?'],
    ]);
  });
});
