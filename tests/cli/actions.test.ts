import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../engine';
import { runCli } from './run-cli';

describe('skinforge actions', () => {
  it('prints the whole named-action table as JSON objects of name, method, path, auth and encrypted', async () => {
    const run = await runCli(['actions', '--json']);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout.join('\n'));
    expect(rows).toHaveLength(ACTIONS.length);
    expect(rows.find((row: { name: string }) => row.name === 'login')).toEqual({
      name: 'login',
      method: 'POST',
      path: ACTIONS.find((action) => action.name === 'login')?.path,
      auth: false,
      encrypted: true,
    });
    expect(Object.keys(rows[0])).toEqual(['name', 'method', 'path', 'auth', 'encrypted']);
  });

  it('prints one line per action, then a count', async () => {
    const run = await runCli(['actions']);
    expect(run.stdout).toHaveLength(ACTIONS.length + 1);
    expect(run.stdout[0]).toMatch(/^login +POST +\/wps\/\S+ +encrypted$/);
    expect(run.stdout.at(-1)).toBe(
      `${ACTIONS.length} actions; "token" needs a session, "encrypted" sends the payload encrypted for the gateway's key.`,
    );
  });
});
