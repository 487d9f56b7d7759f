import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty } from '../../cli/validate/github-annotations';
import { fixtureSkins, PROJECT_ROOT, runCli } from './run-cli';

/**
 * The published SARIF 2.1.0 schema (tests/fixtures/sarif/README.md): draft-04, whose `id` is
 * draft-07's `$id`; nothing else in it differs between the two drafts.
 */
function sarifValidator() {
  const {
    id,
    $schema: _draft,
    ...schema
  } = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/sarif/sarif-schema-2.1.0.json'), 'utf8'),
  ) as AnySchemaObject;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile({ $id: id, ...schema });
}

const BROKEN_SCENARIOS = readdirSync(path.join(PROJECT_ROOT, 'tests/fixtures/skins')).filter(
  (scenario) => scenario !== 'valid',
);

async function validateAs(format: string, scenario: string, cwd = PROJECT_ROOT) {
  const skinsDir = path.relative(cwd, path.join(PROJECT_ROOT, fixtureSkins(scenario)));
  return runCli(['validate', '--all', '--format', format, '--skins-dir', skinsDir], cwd);
}

/** The text format's issue lines, which every other format must carry the same issues as. */
async function textIssues(scenario: string): Promise<string[]> {
  const run = await validateAs('text', scenario);
  return run.stdout.filter((line) => line.startsWith('tests/fixtures/'));
}

describe('skinforge validate --format sarif', () => {
  const validateSarif = sarifValidator();

  it.each(BROKEN_SCENARIOS)(
    'prints a SARIF 2.1.0 log valid against the published schema for %s',
    async (scenario) => {
      const run = await validateAs('sarif', scenario);
      const log = JSON.parse(run.stdout.join('\n'));
      expect(validateSarif(log) ? [] : validateSarif.errors).toEqual([]);
      expect(run.stderr).toEqual([]);
      const [sarifRun] = log.runs;
      expect(log.runs).toHaveLength(1);
      expect(sarifRun.tool.driver.name).toBe('skinforge');
      const lines = await textIssues(scenario);
      expect(sarifRun.results).toHaveLength(lines.length);
      for (const result of sarifRun.results) {
        const rule = sarifRun.tool.driver.rules[result.ruleIndex];
        expect(rule.id).toBe(result.ruleId);
        expect(rule.help.text.length).toBeGreaterThan(20);
        const { uri } = result.locations[0].physicalLocation.artifactLocation;
        const { startLine, startColumn } = result.locations[0].physicalLocation.region;
        const level = result.level === 'warning' ? ' warning:' : '';
        expect(lines).toContain(
          `${uri}:${startLine}:${startColumn}${level} ${result.message.text}`,
        );
      }
    },
  );

  it('is checked by a schema that refuses what SARIF forbids (the check can fail)', async () => {
    const log = JSON.parse((await validateAs('sarif', 'wrong-colour')).stdout.join('\n'));
    const result = log.runs[0].results[0];
    for (const broken of [
      { ...result, level: 'fatal' },
      { ...result, message: {} },
      { ...result, locations: [{ physicalLocation: { region: { startLine: 0 } } }] },
    ]) {
      expect(validateSarif({ ...log, runs: [{ ...log.runs[0], results: [broken] }] })).toBe(false);
    }
  });

  it('places a result at the issue code, level, file from the repository root, line and column', async () => {
    const log = JSON.parse((await validateAs('sarif', 'wrong-colour')).stdout.join('\n'));
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toBe(
      'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
    );
    const { ruleIndex: _index, ...result } = log.runs[0].results[0];
    expect(result).toEqual({
      ruleId: 'schema/pattern',
      level: 'error',
      message: { text: '/theme/tokens/dark/primary must be a #rrggbb colour (got "blue")' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'tests/fixtures/skins/wrong-colour/acme/skin.json' },
            region: { startLine: 7, startColumn: 28 },
          },
        },
      ],
    });
  });

  it('names files from the repository root when run from a folder below it', async () => {
    const log = JSON.parse(
      (await validateAs('sarif', 'wrong-colour', path.join(PROJECT_ROOT, 'tests'))).stdout.join(
        '\n',
      ),
    );
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      'tests/fixtures/skins/wrong-colour/acme/skin.json',
    );
  });

  it('lists a rule with help for every issue code, so a viewer can show the checks', async () => {
    const log = JSON.parse((await validateAs('sarif', 'old-schema')).stdout.join('\n'));
    const rules = log.runs[0].tool.driver.rules as Array<{ id: string; help: { text: string } }>;
    expect(rules.map((rule) => rule.id)).toEqual(
      expect.arrayContaining([
        'json/syntax',
        'schema/outdated-version',
        'rule/asset-format',
        'rule/asset-budget',
        'rule/theme-contrast',
      ]),
    );
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });
});

describe('skinforge validate --format github', () => {
  it('prints one workflow command per issue with its file, line, column and code', async () => {
    expect((await validateAs('github', 'wrong-colour')).stdout).toEqual([
      '::error file=tests/fixtures/skins/wrong-colour/acme/skin.json,line=7,col=28,title=schema/pattern::/theme/tokens/dark/primary must be a #rrggbb colour (got "blue")',
    ]);
  });

  it('prints a warning as ::warning, and an inherited issue once', async () => {
    expect((await validateAs('github', 'missing-translation')).stdout).toEqual([
      '::warning file=tests/fixtures/skins/missing-translation/acme/i18n/pt.json,line=2,col=3,title=rule/missing-translations::/footer.terms has no en translation in i18n/en.json; EN players see the inherited text',
    ]);
  });

  it.each(BROKEN_SCENARIOS)('prints a command for every issue of %s', async (scenario) => {
    const run = await validateAs('github', scenario);
    const lines = await textIssues(scenario);
    expect(run.stdout).toHaveLength(lines.length);
    for (const command of run.stdout) {
      const match =
        /^::(error|warning) file=([^,]+),line=(\d+),col=(\d+),title=([^:]+)::(.*)$/.exec(command);
      expect(match).not.toBeNull();
      const [, level, file, line, column, , message] = match ?? [];
      expect(lines).toContain(
        `${file}:${line}:${column}${level === 'warning' ? ' warning:' : ''} ${message}`,
      );
    }
  });

  it("escapes what would end a command's message or property, as the runner reads them", () => {
    expect(escapeData('100% off\r\nnext: a, b')).toBe('100%25 off%0D%0Anext: a, b');
    expect(escapeProperty('skins/a,b/c:d%.json')).toBe('skins/a%2Cb/c%3Ad%25.json');
  });
});

describe('skinforge validate --format', () => {
  it('keeps --json as the alias of --format json', async () => {
    const alias = await runCli([
      'validate',
      '--all',
      '--json',
      '--skins-dir',
      fixtureSkins('wrong-colour'),
    ]);
    const format = await validateAs('json', 'wrong-colour');
    expect([format.code, format.stdout]).toEqual([alias.code, alias.stdout]);
    expect(JSON.parse(format.stdout.join('\n')).ok).toBe(false);
  });

  it('prints the text lines by default and with --format text', async () => {
    const plain = await runCli(['validate', '--all', '--skins-dir', fixtureSkins('wrong-colour')]);
    expect((await validateAs('text', 'wrong-colour')).stdout).toEqual(plain.stdout);
  });

  it('refuses an unknown format in one line, exit 2, before any output', async () => {
    const run = await runCli(['validate', '--all', '--format', 'xml']);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      ['[ERROR] --format must be text, json, sarif or github (got "xml").'],
    ]);
  });

  it('refuses --json beside another format', async () => {
    const run = await runCli(['validate', '--all', '--json', '--format', 'sarif']);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      [],
      ['[ERROR] --json is --format json; it cannot go with --format sarif.'],
    ]);
  });

  it('exits 1 when a skin has errors and 0 when it has only warnings, whatever the format', async () => {
    for (const format of ['sarif', 'github']) {
      expect((await validateAs(format, 'wrong-colour')).code).toBe(1);
      expect((await validateAs(format, 'missing-translation')).code).toBe(0);
    }
  });
});
