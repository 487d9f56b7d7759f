import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSkins, PROJECT_ROOT, runCli } from './run-cli';
import { tempProject } from './temp-skins';

async function issueLines(
  scenario: string,
  ...ids: string[]
): Promise<{ code: number; lines: string[] }> {
  const run = await runCli([
    'validate',
    ...(ids.length ? ids : ['--all']),
    '--skins-dir',
    fixtureSkins(scenario),
  ]);
  return { code: run.code, lines: run.stdout.filter((line) => line.startsWith('tests/fixtures/')) };
}

describe('skinforge validate', () => {
  it('passes the three shipped skins with no issue at all', async () => {
    const run = await runCli(['validate', '--all']);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([
      '[SUCCESS] default is valid',
      '[SUCCESS] lusa-regional is valid',
      '[SUCCESS] northstar-sports is valid',
      '3 skins validated: 3 valid, 0 with errors.',
    ]);
  });

  it('reports a JSON syntax error at the exact file, line and column', async () => {
    expect(await issueLines('syntax-error')).toEqual({
      code: 1,
      lines: [
        `tests/fixtures/skins/syntax-error/acme/skin.json:4:3 is not valid JSON: expected ',' or '}' but found '"'`,
      ],
    });
  });

  it('reports an unknown key at the key, with a did-you-mean', async () => {
    expect(await issueLines('unknown-key')).toEqual({
      code: 1,
      lines: [
        'tests/fixtures/skins/unknown-key/acme/skin.json:5:3 /thme is not a known property; did you mean "theme"?',
      ],
    });
  });

  it('reports a wrong enum value with the allowed values and a did-you-mean', async () => {
    expect((await issueLines('wrong-enum')).lines).toEqual([
      'tests/fixtures/skins/wrong-enum/acme/skin.json:6:20 /theme/defaultMode must be one of "dark" or "light" (got "drak"); did you mean "dark"?',
    ]);
  });

  it('reports a wrong type with what came', async () => {
    expect((await issueLines('wrong-type')).lines).toEqual([
      'tests/fixtures/skins/wrong-type/acme/skin.json:6:20 /theme/allowToggle must be a boolean (got "yes")',
    ]);
  });

  it('says in words what a pattern expects: a #rrggbb colour', async () => {
    expect((await issueLines('wrong-colour')).lines).toEqual([
      'tests/fixtures/skins/wrong-colour/acme/skin.json:7:28 /theme/tokens/dark/primary must be a #rrggbb colour (got "blue")',
    ]);
  });

  it('reports an extends cycle at the extends that closes it, naming the chain', async () => {
    expect(await issueLines('extends-cycle', 'alpha')).toEqual({
      code: 1,
      lines: [
        'tests/fixtures/skins/extends-cycle/beta/skin.json:4:14 /extends makes a cycle: alpha → beta → alpha (got "alpha")',
      ],
    });
  });

  it('reports a missing parent with the chain and a did-you-mean', async () => {
    expect((await issueLines('missing-parent', 'acme')).lines).toEqual([
      'tests/fixtures/skins/missing-parent/acme/skin.json:4:14 /extends names a skin that does not exist (chain: acme → defualt) (got "defualt"); did you mean "default"?',
    ]);
  });

  it('reports an unknown dictionary key as an error naming key and file', async () => {
    expect(await issueLines('unknown-dictionary-key')).toEqual({
      code: 1,
      lines: [
        `tests/fixtures/skins/unknown-dictionary-key/acme/i18n/pt.json:2:3 /footer.term is not a text the engine's catalogue knows; did you mean "footer.terms"?`,
        `tests/fixtures/skins/unknown-dictionary-key/acme/i18n/en.json:2:3 /footer.term is not a text the engine's catalogue knows; did you mean "footer.terms"?`,
      ],
    });
  });

  it('reports a missing translation as a warning that does not fail', async () => {
    expect(await issueLines('missing-translation')).toEqual({
      code: 0,
      lines: [
        'tests/fixtures/skins/missing-translation/acme/i18n/pt.json:2:3 warning: /footer.terms has no en translation in i18n/en.json; EN players see the inherited text',
      ],
    });
  });

  it('rejects a banner link with a javascript: URL', async () => {
    expect((await issueLines('bad-link')).lines).toEqual([
      'tests/fixtures/skins/bad-link/acme/skin.json:7:84 /banners/w_home/0/link/href must be an https:// URL (got "javascript:alert(1)")',
    ]);
  });

  it('collapses a link of an unknown type into one line about its type', async () => {
    expect((await issueLines('bad-link-type')).lines).toEqual([
      'tests/fixtures/skins/bad-link-type/acme/skin.json:7:69 /banners/w_home/0/link/type must be one of "route", "promotion", "game" or "url" (got "promo"); did you mean "promotion"?',
    ]);
  });

  it('rejects a banner route the site does not have', async () => {
    expect((await issueLines('unknown-route')).lines).toEqual([
      'tests/fixtures/skins/unknown-route/acme/skin.json:7:91 /banners/w_home/0/link/to must be a route of the site (got "/promotion"); did you mean "/promotions"?',
    ]);
  });

  it('reports text on primary below 4.5:1 contrast', async () => {
    expect((await issueLines('low-contrast')).lines).toEqual([
      'tests/fixtures/skins/low-contrast/acme/skin.json:7:52 /theme/tokens/dark/onPrimary must reach 4.5:1 contrast on primary (#f5b82e) in dark mode (got 1.23:1 with "#ffd166"); make onPrimary or primary lighter or darker',
    ]);
  });

  it('reports a duplicate category at its second place', async () => {
    expect((await issueLines('duplicate-category')).lines).toEqual([
      'tests/fixtures/skins/duplicate-category/acme/skin.json:5:33 /categories/2 repeats category "RNG" (already at /categories/0) (got "RNG"); remove the repeated entry',
    ]);
  });

  it('reports an id that is not the folder name', async () => {
    expect((await issueLines('id-mismatch')).lines).toEqual([
      'tests/fixtures/skins/id-mismatch/acme/skin.json:3:9 /id must equal the skin\'s folder name "acme" (got "acme-br"); rename the folder or set "id": "acme"',
    ]);
  });

  it("requires the merchant code in the skin's own file", async () => {
    expect((await issueLines('inherited-merchant-code', 'acme')).lines).toEqual([
      'tests/fixtures/skins/inherited-merchant-code/acme/skin.json:1:1 /merchantCode must be set in this skin\'s own file (it would inherit "BASE" from its parent) (got nothing); add "merchantCode" with the code the gateway knows this brand by',
    ]);
  });

  it('fails a BR skin without a help line, naming the one the profile points to', async () => {
    expect((await issueLines('compliance-br')).lines).toEqual([
      'tests/fixtures/skins/compliance-br/acme/skin.json:5:17 /compliance/helpLine must name the help line the BR profile requires in the footer of every page (got null); set "helpLine": {"name":"Ouvidoria do SUS – Disque Saúde","phone":"136","url":"https://www.gov.br/saude"}',
    ]);
  });

  it('fails a PT skin whose help line is null, at the value', async () => {
    expect((await issueLines('compliance-pt')).lines).toEqual([
      'tests/fixtures/skins/compliance-pt/acme/skin.json:5:53 /compliance/helpLine must name the help line the PT profile requires in the footer of every page (got null); set "helpLine": {"name":"SICAD – Linha Vida","phone":"1414","url":"https://www.sicad.pt"}',
    ]);
  });

  it('fails a UK skin without the session clock or the reality check', async () => {
    expect((await issueLines('compliance-uk')).lines).toEqual([
      'tests/fixtures/skins/compliance-uk/acme/skin.json:12:21 /compliance/sessionClock must be true: the UK profile requires the session\'s time in the header (got false); set "sessionClock": true',
      'tests/fixtures/skins/compliance-uk/acme/skin.json:5:17 /compliance/realityCheck must be true: the UK profile requires the reality check (got false); set "realityCheck": true',
    ]);
  });

  it('reports an asset that is not on disk', async () => {
    expect((await issueLines('missing-asset')).lines).toEqual([
      'tests/fixtures/skins/missing-asset/acme/skin.json:5:22 /brand/logo names a file that does not exist in skin "acme" (got "assets/brand.svg"); add assets/brand.svg to the skin\'s folder or fix the path',
    ]);
  });

  it('reports an image whose bytes are not the format its name says', async () => {
    expect(await issueLines('asset-format')).toEqual({
      code: 1,
      lines: [
        'tests/fixtures/skins/asset-format/acme/skin.json:5:22 /brand/logo names tests/fixtures/skins/asset-format/acme/assets/logo.png, which is not a PNG image as its name says (got SVG bytes); rename it to assets/logo.svg or save it as PNG',
      ],
    });
  });

  it('warns about an image over its size budget, naming the file, its size and the budget', async () => {
    const dir = await tempProject();
    const acme = path.join(dir, 'skins/acme');
    await cp(path.join(PROJECT_ROOT, fixtureSkins('valid'), 'acme'), acme, { recursive: true });
    await mkdir(path.join(acme, 'assets'), { recursive: true });
    const padding = `<!-- ${'x'.repeat(300 * 1024)} -->`;
    await writeFile(
      path.join(acme, 'assets/banner.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${padding}</svg>`,
    );
    await writeFile(
      path.join(acme, 'skin.json'),
      JSON.stringify({
        id: 'acme',
        merchantCode: 'ACME',
        banners: { w_home: [{ image: 'assets/banner.svg', alt: 'Welcome', link: null }] },
      }),
    );
    const run = await runCli(['validate', 'acme'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([
      'skins/acme/skin.json:1:66 warning: /banners/w_home/0/image names skins/acme/assets/banner.svg, 300.1 KB, over the 256 KB budget for a banner; compress it (an optimised SVG, or WebP for a photo) so pages load quickly on a phone',
      '[SUCCESS] acme is valid (1 warning)',
      '1 skin validated: 1 valid, 0 with errors.',
    ]);
  });

  it('names a skin written for an older schema version with the command that migrates it', async () => {
    expect(await issueLines('old-schema')).toEqual({
      code: 1,
      lines: [
        'tests/fixtures/skins/old-schema/acme/skin.json:3:20 /schemaVersion says this file was written for schema version 1, older than the current 2 (got 1); rewrite it with `skinforge migrate acme` (`--dry-run` shows the change first)',
      ],
    });
  });

  it('reports a key written twice in one object', async () => {
    expect((await issueLines('duplicate-key')).lines).toEqual([
      'tests/fixtures/skins/duplicate-key/acme/skin.json:5:3 /merchantCode is set twice in this object; only the last value would count',
    ]);
  });

  it("places a bad inherited value in the parent's file, where it was written", async () => {
    expect((await issueLines('parent-value', 'acme')).lines).toEqual([
      'tests/fixtures/skins/parent-value/default/skin.json:8:20 /theme/tokens/dark/primary must be a #rrggbb colour (got "gold")',
    ]);
  });

  it('rejects a path override for an action the gateway contract does not have', async () => {
    expect((await issueLines('unknown-action')).lines).toEqual([
      'tests/fixtures/skins/unknown-action/acme/skin.json:5:23 /api/paths/loginn is not an action of the gateway contract; did you mean "login"?',
    ]);
  });

  it('prints a machine-readable report with --json', async () => {
    const run = await runCli([
      'validate',
      'acme',
      '--json',
      '--skins-dir',
      fixtureSkins('wrong-colour'),
    ]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout.join('\n'))).toEqual({
      ok: false,
      skins: [
        {
          id: 'acme',
          ok: false,
          errors: 1,
          warnings: 0,
          issues: [
            {
              file: 'tests/fixtures/skins/wrong-colour/acme/skin.json',
              line: 7,
              column: 28,
              pointer: '/theme/tokens/dark/primary',
              message: 'must be a #rrggbb colour',
              expected: 'a #rrggbb colour',
              found: '"blue"',
              severity: 'error',
              code: 'schema/pattern',
            },
          ],
        },
      ],
    });
  });

  it('asks for skin ids or --all when given neither', async () => {
    const run = await runCli(['validate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual(['[ERROR] Name the skins to work on, or pass --all.']);
  });

  it('refuses an unknown skin id with a did-you-mean, as a wrong command line (exit 2)', async () => {
    const run = await runCli(['validate', 'defualt']);
    expect(run.stdout).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toEqual([
      '[ERROR] There is no skin "defualt" in skins. Did you mean "default"?',
    ]);
  });
});
