import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

describe('skinforge list', () => {
  it('prints one skin id a line, sorted', async () => {
    const run = await runCli(['list']);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual(['default', 'lusa-regional', 'northstar-sports']);
  });

  it('prints a JSON array with each skin for a CI matrix', async () => {
    const run = await runCli(['list', '--json']);
    const skins = JSON.parse(run.stdout.join('\n'));
    expect(
      skins.map(
        (skin: {
          id: string;
          merchantCode: string;
          extends: string | null;
          defaultLocale: string;
          valid: boolean;
        }) => [skin.id, skin.merchantCode, skin.extends, skin.defaultLocale, skin.valid],
      ),
    ).toEqual([
      ['default', 'MC1001', null, 'pt', true],
      ['lusa-regional', 'MC1002', 'default', 'pt', true],
      ['northstar-sports', 'MC1003', null, 'en', true],
    ]);
  });

  it('fails when the skins folder does not exist', async () => {
    const run = await runCli(['list', '--skins-dir', 'no-such-folder']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['[ERROR] There is no skins folder at no-such-folder.']);
  });
});
