// `skinforge studio <id> [--port N] [--api <url>]` refuses bad input in one line before it starts
// anything (the server itself: studio-server.test.ts; the editor: tests/e2e/once/studio.spec.ts).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

describe('skinforge studio', () => {
  it('refuses a skin that does not exist', async () => {
    const run = await runCli(['studio', 'nope']);
    expect(run.code).toBe(1);
    expect(run.output).toBe('No skin "nope" in skins: create it with `skinforge init nope`.');
  });

  it('refuses an --api that is not a gateway address, and a --port that is not a port', async () => {
    expect((await runCli(['studio', 'default', '--api', 'ftp://gw'])).output).toBe(
      '--api must be an http(s) URL of a gateway (got "ftp://gw").',
    );
    const port = await runCli(['studio', 'default', '--port', '70000']);
    expect(port.code).toBe(1);
    expect(port.output).toBe(
      '--port must be a port number from 0 (any free port) to 65535 (got "70000").',
    );
  });

  it('documents its options', async () => {
    const help = await runCli(['studio', '--help']);
    expect(help.output).toContain('--port <n>');
    expect(help.output).toContain('--api <url>');
    expect(help.output).toContain('--skins-dir <dir>');
  });
});
