// Build and dev tests work on a copy of the shipped skins in a temporary folder, so they can break
// or edit skins without touching skins/, and build into an `out` folder of their own.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../cli/build/project-root';

export interface TempWorkspace {
  dir: string;
  skinsDir: string;
  outDir: string;
  remove(): Promise<void>;
}

export async function createTempWorkspace(prefix: string): Promise<TempWorkspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `skinforge-${prefix}-`));
  const skinsDir = path.join(dir, 'skins');
  await cp(path.join(PROJECT_ROOT, 'skins'), skinsDir, { recursive: true });
  return {
    dir,
    skinsDir,
    outDir: path.join(dir, 'dist'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
