// A copy of the shipped skins in a folder of its own for a whole test file (temp-skins.ts removes
// its folders after each test, too soon for a server a file starts once).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { PROJECT_ROOT } from './run-cli';

export async function tempProjectOutsideTest(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skinforge-studio-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  await cp(path.join(PROJECT_ROOT, 'skins'), path.join(dir, 'skins'), { recursive: true });
  return dir;
}
