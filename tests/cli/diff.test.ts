import { describe, expect, it } from 'vitest';
import { fixtureSkins, runCli } from './run-cli';

describe('skinforge diff', () => {
  it('shows what lusa-regional changes from default: the age, mirrors, colours and footer texts, with where each side was written', async () => {
    const run = await runCli(['diff', 'default', 'lusa-regional']);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual(
      expect.arrayContaining([
        '~ /ageGate/minimumAge 18 → 21 (skins/default/skin.json:16 → skins/lusa-regional/skin.json:16)',
        '+ /mirrors/0 {"label":"Espelho 1","url":"https://m1.lusasorte.example.com"} (skins/lusa-regional/skin.json:75)',
        '~ /theme/tokens/dark/primary "#f5b82e" → "#2fbf71" (skins/default/skin.json:28 → skins/lusa-regional/skin.json:25)',
        '~ i18n:pt footer.terms "Termos e condições" → "Termos e condições (maiores de 21)" (default → skins/lusa-regional/i18n/pt.json:2)',
        '~ i18n:en footer.mirrors "Mirror sites" → "Our mirror sites" (default → skins/lusa-regional/i18n/en.json:4)',
        '~ /rewards/zalo false → true (default → skins/lusa-regional/skin.json:79)',
      ]),
    );
  });

  it("lists no value lusa-regional's own files do not set: every difference is its brand, theme, banners, links, mirrors, features or texts", async () => {
    const run = await runCli(['diff', 'default', 'lusa-regional', '--json']);
    const differences = JSON.parse(run.stdout.join('\n')) as Array<{
      pointer: string;
      change: string;
      bSource: string | null;
    }>;
    const areas = new Set(
      differences.map(({ pointer }) =>
        pointer.startsWith('i18n:') ? pointer.split('.')[0] : pointer.split('/')[1],
      ),
    );
    expect([...areas]).toEqual([
      'id',
      'merchantCode',
      'brand',
      'ageGate',
      'theme',
      'banners',
      'links',
      'mirrors',
      'features',
      'rewards',
      'i18n:pt brand',
      'i18n:pt footer',
      'i18n:pt help',
      'i18n:pt register',
      'i18n:en brand',
      'i18n:en footer',
      'i18n:en help',
      'i18n:en register',
    ]);
    for (const { change, bSource } of differences) {
      if (change !== 'removed') expect(bSource).toMatch(/^skins\/lusa-regional\//);
    }
  });

  it('prints [{ pointer, change, a, b, aSource, bSource }] with --json', async () => {
    const run = await runCli(['diff', 'default', 'lusa-regional', '--json']);
    const differences = JSON.parse(run.stdout.join('\n'));
    expect(
      differences.filter((difference: { pointer: string }) =>
        ['/ageGate/minimumAge', '/mirrors/2', '/banners/w_home/2'].includes(difference.pointer),
      ),
    ).toEqual([
      {
        pointer: '/ageGate/minimumAge',
        change: 'changed',
        a: 18,
        b: 21,
        aSource: 'skins/default/skin.json:16',
        bSource: 'skins/lusa-regional/skin.json:16',
      },
      {
        pointer: '/banners/w_home/2',
        change: 'removed',
        a: {
          image: 'assets/banner-live.svg',
          alt: 'Cassino ao vivo com crupiês reais',
          link: { type: 'route', to: '/live' },
        },
        b: null,
        aSource: 'skins/default/skin.json:143',
        bSource: null,
      },
      {
        pointer: '/mirrors/2',
        change: 'added',
        a: null,
        b: { label: 'Espelho 3', url: 'https://lusasorte-alt.example.net' },
        aSource: null,
        bSource: 'skins/lusa-regional/skin.json:77',
      },
    ]);
  });

  it('exits 0 and says so when two skins have the same effective skin', async () => {
    const text = await runCli(['diff', 'northstar-sports', 'northstar-sports']);
    expect([text.code, text.stdout]).toEqual([
      0,
      ['northstar-sports and northstar-sports have the same effective skin and texts.'],
    ]);
    const json = await runCli(['diff', 'default', 'default', '--json']);
    expect([json.code, JSON.parse(json.stdout.join('\n'))]).toEqual([0, []]);
  });

  it('refuses an unknown skin in one line, exit 2, before any output', async () => {
    const run = await runCli(['diff', 'default', 'lusa']);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      ['[ERROR] There is no skin "lusa" in skins. Did you mean "lusa-regional"?'],
    ]);
  });

  it('refuses a skin with errors in one line, exit 2, before any output', async () => {
    const run = await runCli(['diff', 'acme', 'acme', '--skins-dir', fixtureSkins('wrong-colour')]);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      [
        '[ERROR] acme has errors, so it has no effective skin to compare; see `skinforge validate acme`.',
      ],
    ]);
  });
});
