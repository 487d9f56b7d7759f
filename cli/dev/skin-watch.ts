// The skin the dev server shows, kept current: loaded (resolved, validated, dictionaries layered)
// on start and again after every change in its folder or a parent's in the `extends` chain. An
// invalid edit keeps the last valid skin for dictionaries and assets, so nothing 404s while the
// operator is mid-edit.
import path from 'node:path';
import { hasErrors } from '../../engine';
import { loadSkin, type FileOverlay, type LoadedSkin } from '../../loader/skin-loader';

export interface SkinWatch {
  /** The latest load, valid or not. */
  readonly current: LoadedSkin;
  /** The latest load without errors, if any. */
  readonly lastValid: LoadedSkin | undefined;
  readonly valid: boolean;
  /**
   * Whether a changed file can change the skin: it lies in the folder of the skin or of a parent.
   */
  concerns(file: string): boolean;
  reload(): Promise<LoadedSkin>;
}

/** `overlay`: files read instead of the disk's (`skinforge studio`'s draft), at every load. */
export async function createSkinWatch(
  skinsDir: string,
  id: string,
  cwd: string,
  overlay?: FileOverlay,
): Promise<SkinWatch> {
  const root = path.resolve(cwd, skinsDir);
  let current: LoadedSkin;
  let lastValid: LoadedSkin | undefined;
  let watchedDirs: string[] = [];

  const settle = (loaded: LoadedSkin) => {
    current = loaded;
    const valid = !hasErrors(loaded.issues) && Boolean(loaded.resolved);
    if (valid) lastValid = loaded;
    // A broken chain (a parent that does not exist yet, a cycle) may be fixed anywhere in the skins
    // folder; a valid one changes only through the folders of its lineage.
    watchedDirs = valid ? loaded.lineage.map((ancestor) => path.join(root, ancestor)) : [root];
    return loaded;
  };
  settle(await loadSkin(skinsDir, id, { cwd, overlay }));

  return {
    get current() {
      return current;
    },
    get lastValid() {
      return lastValid;
    },
    get valid() {
      return current === lastValid;
    },
    concerns: (file) =>
      watchedDirs.some((dir) => file === dir || file.startsWith(`${dir}${path.sep}`)),
    reload: async () => settle(await loadSkin(skinsDir, id, { cwd, overlay })),
  };
}
