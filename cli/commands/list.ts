// `skinforge list [--json]`: the skins, one id a line, or as JSON for a CI matrix.
import { stat } from 'node:fs/promises';
import { hasErrors } from '../../engine';
import { listSkinIds, loadSkins } from '../../loader/skin-loader';
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { resolveSkinsDir } from './select-skins';

export interface ListOptions {
  json?: boolean;
  skinsDir: string;
}

export async function list(options: ListOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  if (!(await stat(skinsDir).catch(() => undefined))?.isDirectory()) {
    logger.error(`There is no skins folder at ${options.skinsDir}.`);
    return 1;
  }
  const ids = await listSkinIds(skinsDir);
  if (!options.json) {
    for (const id of ids) logger.info(id);
    return 0;
  }
  const skins = (await loadSkins(skinsDir, ids, { cwd: io.cwd })).map((skin) => {
    const resolved = skin.resolved;
    return {
      id: skin.id,
      valid: !hasErrors(skin.issues),
      name: resolved?.brand.name ?? null,
      merchantCode: resolved?.merchantCode ?? null,
      extends: skin.lineage[1] ?? null,
      lineage: skin.lineage,
      defaultLocale: resolved?.locales.default ?? null,
      locales: resolved?.locales.supported ?? [],
    };
  });
  logger.json(skins);
  return 0;
}
