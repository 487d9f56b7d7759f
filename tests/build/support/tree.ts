// Folder snapshots for build tests: every file's relative path and bytes, to compare two builds or
// prove that a failed build left earlier output alone.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Relative path → sha256 of the content, for every file under `dir`, sorted by path. */
export async function treeDigest(dir: string): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  for (const file of files.sort()) {
    digest[file.split(path.sep).join('/')] = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
  }
  return digest;
}
