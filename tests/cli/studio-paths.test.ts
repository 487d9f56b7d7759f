// Whatever the editor sends, the studio writes only inside the skin's folder
// (cli/studio/confine-path.ts): `..`, absolute paths and links that lead out are refused.
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { confinedPath, OutsideSkinError } from '../../cli/studio/confine-path';
import { tempProject } from './temp-skins';

describe('confinedPath', () => {
  it('resolves a path inside the skin folder', async () => {
    const root = path.join(await tempProject(), 'skins', 'acme');
    await mkdir(root, { recursive: true });
    expect(await confinedPath(root, 'assets/new/logo.png')).toBe(
      path.join(root, 'assets/new/logo.png'),
    );
  });

  it('refuses a path that leaves it', async () => {
    const root = path.join(await tempProject(), 'skins', 'acme');
    await mkdir(root, { recursive: true });
    for (const relative of [
      '../other/skin.json',
      'assets/../../x.png',
      '/etc/passwd',
      '',
      '.',
      'a\0b',
    ]) {
      await expect(confinedPath(root, relative), relative).rejects.toThrow(OutsideSkinError);
    }
    await expect(confinedPath(root, '../x')).rejects.toThrow(
      `The studio writes only inside ${root}; "../x" would land outside it.`,
    );
  });

  it('refuses a path through a link that leads out of the folder', async () => {
    const project = await tempProject();
    const root = path.join(project, 'skins', 'acme');
    await mkdir(path.join(project, 'elsewhere'), { recursive: true });
    await mkdir(root, { recursive: true });
    await symlink(path.join(project, 'elsewhere'), path.join(root, 'assets'));
    await expect(confinedPath(root, 'assets/logo.png')).rejects.toThrow(OutsideSkinError);
  });
});
