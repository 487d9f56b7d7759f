// Atomic output: a build writes every skin into a staging folder beside `--out` (same file system,
// so renames are atomic) and only moves them into place once all of them succeeded. A failed build
// leaves the earlier output exactly as it was; skins not being built are never touched.
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface Staging {
  dir: string;
  /** The folder a skin is emitted into before it is committed. */
  skinDir(id: string): string;
  /**
   * Moves each staged skin to `<outDir>/<id>`, replacing what was there, then removes the staging
   * folder.
   */
  commit(ids: string[]): Promise<void>;
  discard(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  // `.skinforge-tmp*` is git- and lint-ignored.
  const dir = await mkdtemp(path.join(parent, `.skinforge-tmp-${path.basename(outDir)}-`));
  const discard = () => rm(dir, { recursive: true, force: true });
  return {
    dir,
    skinDir: (id) => path.join(dir, 'skins', id),
    async commit(ids) {
      await mkdir(outDir, { recursive: true });
      const replaced = path.join(dir, 'replaced');
      await mkdir(replaced);
      for (const id of ids) {
        const target = path.join(outDir, id);
        if (await exists(target)) await rename(target, path.join(replaced, id));
        await rename(path.join(dir, 'skins', id), target);
      }
      await discard();
    },
    discard,
  };
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}
