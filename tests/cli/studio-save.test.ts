// What saving in the studio writes (cli/studio/skin-draft.ts): only the edited values, into the
// files' own text; uploads that the skin names, never over an existing file; and nothing at all
// when a file changed on the disk since it was loaded.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSkinDraft, StaleFilesError } from '../../cli/studio/skin-draft';
import type { JsonObject } from '../../studio/api/wire';
import { snapshotTree, tempProject } from './temp-skins';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function draftOfDefault() {
  const cwd = await tempProject({ withShippedSkins: true });
  const draft = await createSkinDraft({ skinsDir: 'skins', id: 'default', cwd });
  const file = (relative: string) => path.join(cwd, 'skins', 'default', relative);
  return { cwd, draft, file };
}

describe('the studio draft', () => {
  it('saves only the edited values, into the files as they were', async () => {
    const { draft, file } = await draftOfDefault();
    const skinBefore = await readFile(file('skin.json'), 'utf8');
    const { base } = draft.documents();
    const skin = structuredClone(base.skin);
    (skin.brand as JsonObject).name = 'Aurora Studio';
    draft.setDocuments({
      skin,
      dictionaries: {
        ...base.dictionaries,
        en: { ...base.dictionaries.en, 'footer.terms': 'Terms' },
      },
    });
    expect(draft.changes(new Set()).map((change) => change.file)).toEqual([
      'skins/default/skin.json',
      'skins/default/i18n/en.json',
    ]);
    expect(await draft.save(new Set())).toEqual([
      'skins/default/skin.json',
      'skins/default/i18n/en.json',
    ]);
    expect(await readFile(file('skin.json'), 'utf8')).toBe(
      skinBefore.replace('"name": "Aurora Jogos"', '"name": "Aurora Studio"'),
    );
    expect(JSON.parse(await readFile(file('i18n/en.json'), 'utf8'))).toMatchObject({
      'footer.terms': 'Terms',
    });
    expect(draft.changes(new Set())).toEqual([]);
  });

  it('holds no change once the documents are as loaded again', async () => {
    const { draft } = await draftOfDefault();
    const { base } = draft.documents();
    draft.setDocuments({ ...base, skin: { ...base.skin, merchantCode: 'X' } });
    expect(draft.overlay.size).toBe(1);
    draft.setDocuments(base);
    expect(draft.overlay.size).toBe(0);
  });

  it('writes nothing when a file changed on the disk since it was loaded', async () => {
    const { cwd, draft, file } = await draftOfDefault();
    const { base } = draft.documents();
    draft.setDocuments({ ...base, skin: { ...base.skin, merchantCode: 'MC9999' } });
    await draft.addAsset('assets/new.png', PNG);
    const onDisk = (await readFile(file('i18n/pt.json'), 'utf8')).replace('{', '{\n  "x.y": "z",');
    await writeFile(file('i18n/pt.json'), onDisk);
    const before = await snapshotTree(cwd);

    const saving = draft.save(new Set([file('assets/new.png')]));
    await expect(saving).rejects.toThrow(StaleFilesError);
    await expect(saving).rejects.toThrow(
      "skins/default/i18n/pt.json changed on the disk since the studio loaded it; nothing was written. Reload to take the disk's version.",
    );
    expect(await draft.staleFiles()).toEqual(['skins/default/i18n/pt.json']);
    expect(await snapshotTree(cwd)).toEqual(before);
  });

  it('names an upload after the files already there, and writes it only when the skin names it', async () => {
    const { draft, file } = await draftOfDefault();
    expect(await draft.addAsset('assets/logo.png', PNG)).toBe('assets/logo.png');
    expect(await draft.addAsset('assets/logo.png', PNG)).toBe('assets/logo-2.png');
    expect(await draft.addAsset('assets/favicon.svg', PNG)).toBe('assets/favicon-2.svg');
    expect(await draft.save(new Set([file('assets/logo-2.png')]))).toEqual([
      'skins/default/assets/logo-2.png',
    ]);
    expect(await readFile(file('assets/logo-2.png'))).toEqual(Buffer.from(PNG));
    await expect(readFile(file('assets/logo.png'))).rejects.toThrow();
  });

  it('never replaces an image that appeared on the disk meanwhile, and then writes nothing', async () => {
    const { cwd, draft, file } = await draftOfDefault();
    const { base } = draft.documents();
    draft.setDocuments({ ...base, skin: { ...base.skin, merchantCode: 'MC9999' } });
    const asset = await draft.addAsset('assets/summer.png', PNG);
    await writeFile(file(asset), 'the operator’s own file');
    const before = await snapshotTree(cwd);
    await expect(draft.save(new Set([file(asset)]))).rejects.toThrow(
      'skins/default/assets/summer.png changed on the disk',
    );
    expect(await snapshotTree(cwd)).toEqual(before);
  });

  it('says which file cannot be edited when one is not JSON', async () => {
    const { cwd, file } = await draftOfDefault();
    await writeFile(file('i18n/en.json'), '{ "a": ');
    const draft = await createSkinDraft({ skinsDir: 'skins', id: 'default', cwd });
    expect(() => draft.documents()).toThrow(
      /^skins\/default\/i18n\/en\.json is not valid JSON \(.+\); fix it in a text editor, then reload\.$/,
    );
  });
});
