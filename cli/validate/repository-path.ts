// Paths as a repository names them: code scanning and workflow annotations place a finding by its
// path from the repository's root, whichever folder the command ran in.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `cwd` that holds `.git` (a folder, or a worktree's file); else cwd. */
export function repositoryRoot(cwd: string): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(cwd);
  }
}

/** `file` (relative to cwd, as issues name it) from the repository's root, with forward slashes. */
export function repositoryPath(root: string, cwd: string, file: string): string {
  return path.relative(root, path.resolve(cwd, file)).split(path.sep).join('/');
}
