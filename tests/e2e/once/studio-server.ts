// `skinforge studio` as an operator runs it, on a throwaway copy of the shipped skins under git
// (`--skins-dir`), so a spec can edit and save through the editor and read what `git diff` and
// `skinforge validate` make of it; the repository's own skins are never touched.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StudioRun {
  /** The address the command printed, with its token. */
  url: string;
  /** The server's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The copy's skins folder. */
  skinsDir: string;
  git(...args: string[]): string;
  /** `skinforge validate` on the copy: its exit code and output. */
  validate(id: string): { code: number; output: string };
  stop(): Promise<void>;
}

const CLI = path.resolve('bin/skinforge.js');

function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Studio for "[^"]+" at (\S+)/.exec(output)?.[1];
      if (address) {
        child.stdout?.off('data', onData);
        resolve(address);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`skinforge studio exited (${code}):\n${output}`)),
    );
  });
}

export async function startStudioRun(id: string): Promise<StudioRun> {
  const work = await mkdtemp(path.join(tmpdir(), 'skinforge-studio-e2e-'));
  const skinsDir = path.join(work, 'skins');
  await cp(path.resolve('skins'), skinsDir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Studio test', '-c', 'user.email=studio@test.invalid', ...args],
      {
        cwd: work,
        encoding: 'utf8',
      },
    );
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the shipped skins');

  const child = spawn(
    process.execPath,
    [CLI, 'studio', id, '--port', '0', '--skins-dir', skinsDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await waitForAddress(child);
  return {
    url,
    origin: new URL(url).origin,
    skinsDir,
    git,
    validate: (skin) => {
      try {
        const output = execFileSync(
          process.execPath,
          [CLI, 'validate', skin, '--skins-dir', skinsDir],
          {
            encoding: 'utf8',
          },
        );
        return { code: 0, output };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
      }
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(work, { recursive: true, force: true });
    },
  };
}
