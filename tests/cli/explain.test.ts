import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';
import { tempProject } from './temp-skins';

const TREE_WITHOUT_USERNAME_REGISTRATION = [
  {
    modId: 'REGISTER3',
    enabled: true,
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: false, childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] },
    ],
  },
];

async function treeFile(content: string): Promise<string> {
  const dir = await tempProject();
  const file = path.join(dir, 'tree.json');
  await writeFile(file, content);
  return file;
}

describe('skinforge explain', () => {
  it('says username registration is off because of USERNAMEREG3 when the tree disables it', async () => {
    const run = await runCli([
      'explain',
      'default',
      '--tree',
      await treeFile(JSON.stringify(TREE_WITHOUT_USERNAME_REGISTRATION)),
    ]);
    expect(run.code).toBe(0);
    const line = run.stdout.find((candidate) => candidate.includes('usernameRegistration'));
    expect(line).toBe(
      'off  usernameRegistration        USERNAMEREG3     the skin wants it: registration.methods includes "username"; module USERNAMEREG3 is disabled in the module tree',
    );
    expect(run.stdout.find((candidate) => candidate.includes(' mobileRegistration '))).toMatch(
      /^on {3}mobileRegistration .* module MOBILENUMREG3 is enabled and so are its ancestors \(REGISTER3\)$/,
    );
  });

  it("shows the skin's own choices when no tree is given", async () => {
    const run = await runCli(['explain', 'northstar-sports', '--json']);
    expect(run.code).toBe(0);
    const explained = JSON.parse(run.stdout.join('\n'));
    const byId = Object.fromEntries(
      explained.features.map((feature: { id: string; on: boolean }) => [feature.id, feature.on]),
    );
    expect(byId).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: false,
      freePlay: false,
      smsLogin: false,
      contractDividend: true,
      contractHourlySalary: false,
    });
    expect(explained.tree).toBeNull();
    expect(explained.features[0].reasons).toEqual([
      'the skin wants it: registration.methods includes "username"',
      'no module tree was given, so every module counts as enabled',
    ]);
  });

  it('takes a whole permission payload as the tree file too', async () => {
    const payload = {
      info: { whitelabel: TREE_WITHOUT_USERNAME_REGISTRATION },
      maintenance: false,
      regionRestriction: false,
    };
    const run = await runCli([
      'explain',
      'default',
      '--json',
      '--tree',
      await treeFile(JSON.stringify(payload)),
    ]);
    expect(JSON.parse(run.stdout.join('\n')).features[0]).toMatchObject({
      id: 'usernameRegistration',
      on: false,
      moduleId: 'USERNAMEREG3',
      decidedBy: 'tree',
    });
  });

  it('fails with the place of a syntax error in the tree file', async () => {
    const file = await treeFile('[{"modId": "USERNAMEREG3", "enabled": false,}]');
    const run = await runCli(['explain', 'default', '--tree', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      `[ERROR] ${file}:1:45 is not valid JSON: expected a property name in double quotes but found '}'`,
    ]);
  });

  it("fails and says why when the tree does not match its schema, showing the skin's choices", async () => {
    const run = await runCli([
      'explain',
      'default',
      '--tree',
      await treeFile('[{"modId": "USERNAMEREG3", "enabled": "no"}]'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout.find((line) => line.includes('usernameRegistration'))).toContain(
      "the module tree was rejected (/0/enabled must be boolean), so the skin's choice stands",
    );
    expect(run.stderr).toEqual([
      '[ERROR] The module tree was set aside: the module tree was rejected: /0/enabled must be boolean',
    ]);
  });

  it('refuses a skin with errors and prints them', async () => {
    const run = await runCli([
      'explain',
      'acme',
      '--skins-dir',
      'tests/fixtures/skins/wrong-colour',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([
      'tests/fixtures/skins/wrong-colour/acme/skin.json:7:28 /theme/tokens/dark/primary must be a #rrggbb colour (got "blue")',
    ]);
    expect(run.stderr).toEqual([
      '[ERROR] acme has errors; fix them first (skinforge validate acme).',
    ]);
  });
});
