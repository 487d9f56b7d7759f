// Every file the studio writes lies inside the folder of the skin it edits (`skins/<id>/`): a
// relative path from the editor (an upload's name, a dictionary) is resolved against that folder
// and refused when it would land outside it, by `..`, by an absolute path or through a symbolic
// link that leads out.
import { realpath } from 'node:fs/promises';
import path from 'node:path';

export class OutsideSkinError extends Error {}

/** The absolute path of `relative` inside `root`, or OutsideSkinError. */
export async function confinedPath(root: string, relative: string): Promise<string> {
  const refuse = () =>
    new OutsideSkinError(
      `The studio writes only inside ${root}; "${relative}" would land outside it.`,
    );
  if (relative === '' || relative.includes('\0') || path.isAbsolute(relative)) throw refuse();
  const target = path.resolve(root, relative);
  const inside = (base: string, file: string) => {
    const rest = path.relative(base, file);
    return rest !== '' && !rest.startsWith('..') && !path.isAbsolute(rest);
  };
  if (!inside(root, target)) throw refuse();
  // The nearest folder on the way that exists must really be inside the root (no link out).
  const realRoot = await realpath(root);
  let existing = path.dirname(target);
  while (!(await realpath(existing).catch(() => undefined))) existing = path.dirname(existing);
  const realExisting = await realpath(existing);
  if (realExisting !== realRoot && !inside(realRoot, realExisting)) throw refuse();
  return target;
}
