// The files a change touches, as git sees them: everything that differs between the working tree
// and where the current branch left <ref> (their merge base, as a pull request's diff is counted),
// committed or not, plus new files git does not ignore.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

type Git = (args: string[]) => Promise<string>;

function gitIn(cwd: string): Git {
  return async (args) => (await run('git', ['-C', cwd, ...args], { maxBuffer: 64 << 20 })).stdout;
}

const nulSeparated = (output: string) => output.split('\0').filter(Boolean);

export type ChangedFiles = { ok: true; files: string[] } | { ok: false; message: string };

/** Absolute paths of the files changed since `ref`; a ref git cannot resolve is a message. */
export async function changedSince(cwd: string, ref: string): Promise<ChangedFiles> {
  const git = gitIn(cwd);
  let root: string;
  try {
    root = (await git(['rev-parse', '--show-toplevel'])).trim();
  } catch {
    return { ok: false, message: `--since needs a git repository, and ${cwd} is not in one.` };
  }
  let commit: string;
  try {
    commit = (
      await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
    ).trim();
  } catch {
    return {
      ok: false,
      message: `git cannot resolve "${ref}" to a commit here (expected a branch, tag or commit such as origin/main or HEAD~1).`,
    };
  }
  const base = (await git(['merge-base', commit, 'HEAD']).catch(() => commit)).trim();
  const [changed, untracked] = await Promise.all([
    git(['-C', root, 'diff', '--name-only', '--no-renames', '-z', base, '--']),
    git(['-C', root, 'ls-files', '--others', '--exclude-standard', '-z']),
  ]);
  const files = [...new Set([...nulSeparated(changed), ...nulSeparated(untracked)])];
  return { ok: true, files: files.map((file) => path.join(root, file)) };
}
