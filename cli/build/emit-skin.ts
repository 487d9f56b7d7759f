// Writes one skin's site folder: the shared runtime (`_app/`), index.html rendered for the skin, and
// the skin's own files. The folder is complete on its own: it deploys to any static host.
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedSkin } from '../../engine';
import type { LoadedSkin } from '../skin-loader';
import type { BuiltRuntime } from './build-runtime';
import { RUNTIME_ASSETS_DIR } from './project-root';
import { renderIndexHtml } from './render-index-html';
import { skinPageFor } from './skin-page';
import { skinSiteFiles } from './skin-files';

export interface EmittedSkin {
  dictionaries: number;
  assets: number;
  /** Bytes of index.html and the skin's own files (the runtime is the same for every skin). */
  skinBytes: number;
}

export async function emitSkin(runtime: BuiltRuntime, skin: LoadedSkin & { resolved: ResolvedSkin }, targetDir: string): Promise<EmittedSkin> {
  await mkdir(targetDir, { recursive: true });
  await cp(path.join(runtime.dir, RUNTIME_ASSETS_DIR), path.join(targetDir, RUNTIME_ASSETS_DIR), { recursive: true });
  const html = renderIndexHtml(runtime.template, skinPageFor(skin.resolved));
  await writeFile(path.join(targetDir, 'index.html'), html);

  let skinBytes = Buffer.byteLength(html);
  let dictionaries = 0;
  for (const [sitePath, file] of skinSiteFiles(skin)) {
    const target = path.join(targetDir, ...sitePath.split('/'));
    const content = await file.read();
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    skinBytes += Buffer.byteLength(content);
    if (sitePath.startsWith('i18n/')) dictionaries += 1;
  }
  return { dictionaries, assets: skin.assets.length, skinBytes };
}
