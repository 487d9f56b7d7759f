import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSkins, PROJECT_ROOT, runCli } from './run-cli';

// The shipped skins change as brands evolve: a source is pinned as the line that writes the value,
// found by its text, so an edit elsewhere in the file does not break these tests. `before` counts
// back from that line (an object's value starts on its opening brace).
function lineWith(file: string, text: string, before = 0): string {
  const lines = readFileSync(`${PROJECT_ROOT}${file}`, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${file} has no line with ${text}`);
  return `${file}:${index + 1 - before}`;
}

const DEFAULT = 'skins/default/skin.json';
const LUSA = 'skins/lusa-regional/skin.json';

describe('skinforge diff', () => {
  it('shows what lusa-regional changes from default: the age, mirrors, colours and footer texts, with where each side was written', async () => {
    const run = await runCli(['diff', 'default', 'lusa-regional']);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual(
      expect.arrayContaining([
        `~ /ageGate/minimumAge 18 → 21 (${lineWith(DEFAULT, '"minimumAge"')} → ${lineWith(LUSA, '"minimumAge"')})`,
        `+ /mirrors/0 {"label":"Espelho 1","url":"https://m1.lusasorte.example.com"} (${lineWith(LUSA, '"Espelho 1"')})`,
        `~ /theme/tokens/dark/primary "#f5b82e" → "#2fbf71" (${lineWith(DEFAULT, '"primary"')} → ${lineWith(LUSA, '"primary"')})`,
        `~ i18n:pt footer.terms "Termos e condições" → "Termos e condições (maiores de 21)" (default → ${lineWith('skins/lusa-regional/i18n/pt.json', '"footer.terms"')})`,
        `~ i18n:en footer.mirrors "Mirror sites" → "Our mirror sites" (default → ${lineWith('skins/lusa-regional/i18n/en.json', '"footer.mirrors"')})`,
        `~ /rewards/zalo false → true (default → ${lineWith(LUSA, '"zalo"')})`,
      ]),
    );
  });

  it("lists no value lusa-regional's own files do not set: every difference is its brand, market, theme, menus, banners, links, mirrors, features, verification widget or texts", async () => {
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
      'compliance',
      'theme',
      'menus',
      'banners',
      'links',
      'mirrors',
      'features',
      'rewards',
      'security',
      'i18n:pt brand',
      'i18n:pt footer',
      'i18n:pt help',
      'i18n:pt register',
      'i18n:pt rewards',
      'i18n:en brand',
      'i18n:en footer',
      'i18n:en help',
      'i18n:en register',
      'i18n:en rewards',
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
        ['/ageGate/minimumAge', '/mirrors/2', '/banners/w_home/4'].includes(difference.pointer),
      ),
    ).toEqual([
      {
        pointer: '/ageGate/minimumAge',
        change: 'changed',
        a: 18,
        b: 21,
        aSource: lineWith(DEFAULT, '"minimumAge"'),
        bSource: lineWith(LUSA, '"minimumAge"'),
      },
      {
        pointer: '/banners/w_home/4',
        change: 'removed',
        a: {
          image: 'assets/banner-live.svg',
          alt: 'Cassino ao vivo com crupiês reais',
          headline: 'Cassino ao vivo',
          subtitle: 'Roleta, blackjack e bacará com crupiês reais',
          language: 'pt',
          link: { type: 'route', to: '/live' },
        },
        b: null,
        aSource: lineWith(DEFAULT, '"assets/banner-live.svg"', 1),
        bSource: null,
      },
      {
        pointer: '/mirrors/2',
        change: 'added',
        a: null,
        b: { label: 'Espelho 3', url: 'https://lusasorte-alt.example.net' },
        aSource: null,
        bSource: lineWith(LUSA, '"Espelho 3"'),
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
