// Skins read from a folder together (loader/skin-loader.ts loadSkins): a parent is read and
// parsed once however many brands extend it, and brands that only rename share its dictionaries.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSkin, loadSkins } from '../../loader/skin-loader';
import { tempProject } from './temp-skins';

async function addBrand(dir: string, id: string, extra: Record<string, unknown> = {}) {
  await mkdir(path.join(dir, 'skins', id), { recursive: true });
  const skin = {
    id,
    extends: 'default',
    merchantCode: id.toUpperCase().replace(/-/g, '_'),
    ...extra,
  };
  await writeFile(path.join(dir, 'skins', id, 'skin.json'), JSON.stringify(skin));
}

describe('loadSkins', () => {
  it('gives brands that only rename their parent’s dictionaries, and the same skins as loading each alone', async () => {
    const dir = await tempProject({ withShippedSkins: true });
    await addBrand(dir, 'brand-a', { brand: { name: 'Brand A' } });
    await addBrand(dir, 'brand-b', { brand: { name: 'Brand B' } });
    const ids = ['brand-a', 'brand-b', 'default'];
    const together = await loadSkins('skins', ids, { cwd: dir });
    expect(together.map((skin) => skin.issues)).toEqual([[], [], []]);
    const [a, b, parent] = together;
    expect(a!.dictionaries).toBe(parent!.dictionaries);
    expect(b!.dictionaries).toBe(parent!.dictionaries);
    expect(a!.resolved!.brand.name).toBe('Brand A');
    expect(b!.resolved!.brand.name).toBe('Brand B');
    const alone = await Promise.all(ids.map((id) => loadSkin('skins', id, { cwd: dir })));
    expect(together).toEqual(alone);
  });
});
