// `skinforge explain <id> [--tree <file>] [--json]`: each feature's state and the chain of reasons.
// `--tree` is the whitelabel module tree as the gateway sends it (an array of {modId, enabled,
// childrenNodes}); without it every module counts as enabled, so the output is the skin's own
// choices.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { explainFeatures, hasErrors, parseJsonSource } from '../../engine';
import { listSkinIds, loadSkin } from '../../loader/skin-loader';
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { resolveSkinsDir, unknownSkinMessage } from './select-skins';

export interface ExplainOptions {
  tree?: string;
  json?: boolean;
  skinsDir: string;
}

type TreeFile = { ok: true; tree: unknown } | { ok: false; message: string };

/** The tree file: an array of nodes, or a whole permission payload (its info.whitelabel). */
async function readTree(file: string, display: string): Promise<TreeFile> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return { ok: false, message: `Cannot read the module tree ${display}.` };
  const parsed = parseJsonSource(text);
  if (!parsed.ok) {
    return {
      ok: false,
      message: `${display}:${parsed.error.position.line}:${parsed.error.position.column} is not valid JSON: ${parsed.error.message}`,
    };
  }
  const value = parsed.value as { info?: { whitelabel?: unknown } } | null;
  if (!Array.isArray(value) && value?.info?.whitelabel !== undefined) {
    return { ok: true, tree: value.info.whitelabel };
  }
  return { ok: true, tree: value };
}

export async function explain(id: string, options: ExplainOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const known = await listSkinIds(skinsDir);
  if (!known.includes(id)) {
    logger.error(unknownSkinMessage(id, options.skinsDir, known));
    return 1;
  }
  const skin = await loadSkin(skinsDir, id, { cwd: io.cwd });
  if (hasErrors(skin.issues) || !skin.resolved) {
    for (const issue of skin.issues) logger.issue(issue);
    logger.error(`${id} has errors; fix them first (skinforge validate ${id}).`);
    return 1;
  }
  let tree: unknown;
  if (options.tree !== undefined) {
    const read = await readTree(path.resolve(io.cwd, options.tree), options.tree);
    if (!read.ok) {
      logger.error(read.message);
      return 1;
    }
    tree = read.tree;
  }
  const explained = explainFeatures(
    skin.resolved,
    tree === undefined ? {} : { permission: { info: { whitelabel: tree } } },
  );
  const source = options.tree ?? null;
  if (options.json) {
    logger.json({ ...explained, tree: source });
  } else {
    logger.info(
      `Features of "${id}" — ${source ? `module tree from ${source}` : 'no module tree: every module counts as enabled'}`,
    );
    const idWidth = Math.max(...explained.features.map((feature) => feature.id.length));
    const moduleWidth = Math.max(...explained.features.map((feature) => feature.moduleId.length));
    for (const feature of explained.features) {
      logger.info(
        `${feature.on ? 'on ' : 'off'}  ${feature.id.padEnd(idWidth)}  ${feature.moduleId.padEnd(moduleWidth)}  ${feature.reasons.join('; ')}`,
      );
    }
  }
  if (explained.degraded) {
    logger.error(`The module tree was set aside: ${explained.degraded}`);
    return 1;
  }
  return 0;
}
