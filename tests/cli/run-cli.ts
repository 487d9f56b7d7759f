// Runs the CLI in-process, the way a user types it, and keeps what it printed.
import { createProgram } from '../../cli/index';
import { createMemoryIo } from '../../cli/io';

export const PROJECT_ROOT = new URL('../../', import.meta.url).pathname;

export interface CliRun {
  code: number;
  stdout: string[];
  stderr: string[];
  /** stdout and stderr joined, for messages that may land on either. */
  output: string;
}

export async function runCli(args: string[], cwd = PROJECT_ROOT): Promise<CliRun> {
  const io = createMemoryIo(cwd);
  const program = createProgram(io).exitOverride();
  try {
    await program.parseAsync(['node', 'skinforge', ...args]);
  } catch (error) {
    const exitCode = (error as { exitCode?: number }).exitCode;
    io.exitCode = typeof exitCode === 'number' ? exitCode : 1;
  }
  return {
    code: io.exitCode,
    stdout: io.stdout,
    stderr: io.stderr,
    output: [...io.stdout, ...io.stderr].join('\n'),
  };
}

/** The shared fixtures folder of one scenario, as --skins-dir takes it. */
export function fixtureSkins(scenario: string): string {
  return `tests/fixtures/skins/${scenario}`;
}
