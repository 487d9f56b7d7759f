// A build with a broken skin stops before writing anything: it prints the skin's issues the way
// `skinforge validate` does, exits non-zero and leaves the earlier output exactly as it was.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../cli/build/run-build';
import { createMemoryIo } from '../../cli/io';
import { createTempWorkspace, type TempWorkspace } from './support/temp-skins';
import { treeDigest } from './support/tree';

let workspace: TempWorkspace;

beforeAll(async () => {
  workspace = await createTempWorkspace('broken');
  const io = createMemoryIo(workspace.dir);
  expect(
    await runBuild(
      { skinsDir: workspace.skinsDir, outDir: workspace.outDir, ids: ['default'], all: false },
      io,
    ),
  ).toBe(0);
  // A child of the default skin with a colour that is not #rrggbb.
  await mkdir(path.join(workspace.skinsDir, 'broken-brand'));
  await writeFile(
    path.join(workspace.skinsDir, 'broken-brand', 'skin.json'),
    JSON.stringify(
      {
        $schema: '../../schemas/skin.schema.json',
        id: 'broken-brand',
        extends: 'default',
        merchantCode: 'BROKEN',
        brand: { themeColor: 'blue' },
      },
      null,
      2,
    ),
  );
}, 240_000);

afterAll(() => workspace?.remove());

describe('a build with a broken skin', () => {
  it('exits non-zero, prints the issues and leaves earlier output unchanged', async () => {
    const before = await treeDigest(workspace.outDir);
    const io = createMemoryIo(workspace.dir);

    const code = await runBuild(
      { skinsDir: workspace.skinsDir, outDir: workspace.outDir, ids: [], all: true },
      io,
    );

    expect(code).toBe(1);
    expect(io.stdout).toContainEqual(
      expect.stringMatching(
        /^skins\/broken-brand\/skin\.json:\d+:\d+ \/brand\/themeColor must be a #rrggbb colour \(got "blue"\)$/,
      ),
    );
    expect(io.stderr).toEqual([
      '[ERROR] Build stopped: broken-brand has errors. Nothing was written to dist.',
    ]);
    expect(await treeDigest(workspace.outDir)).toEqual(before);
    expect(
      (await readdir(workspace.dir)).filter((name) => name.startsWith('.skinforge-tmp')),
    ).toEqual([]);
  });

  it('builds the valid skins it is asked for, replacing only their folders', async () => {
    await writeFile(
      path.join(workspace.outDir, 'default', 'stale.txt'),
      'left by an earlier build',
    );
    const io = createMemoryIo(workspace.dir);

    expect(
      await runBuild(
        { skinsDir: workspace.skinsDir, outDir: workspace.outDir, ids: ['default'], all: false },
        io,
      ),
    ).toBe(0);

    await expect(readFile(path.join(workspace.outDir, 'default', 'stale.txt'))).rejects.toThrow();
    await expect(
      readFile(path.join(workspace.outDir, 'default', 'index.html'), 'utf8'),
    ).resolves.toContain('skin-data');
  });
});
