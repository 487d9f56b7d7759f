// A throwaway working folder with a skins folder in it, for commands that write.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { PROJECT_ROOT } from './run-cli';

const created: string[] = [];

afterEach(async () => {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary cwd holding `skins/` (a copy of the shipped skins when asked). */
export async function tempProject(options: { withShippedSkins?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skinforge-'));
  created.push(dir);
  if (options.withShippedSkins) {
    await cp(path.join(PROJECT_ROOT, 'skins'), path.join(dir, 'skins'), { recursive: true });
  }
  return dir;
}

/** Every file under a folder with its content, to prove nothing changed. */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const contents = await Promise.all(
    files.map(async (file) => [path.relative(dir, file), await readFile(file, 'utf8')] as const),
  );
  return Object.fromEntries(contents.sort(([a], [b]) => a.localeCompare(b)));
}
