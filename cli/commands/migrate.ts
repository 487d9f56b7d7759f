// `skinforge migrate [ids…] [--all] [--dry-run]`: rewrites each named skin's skin.json from the
// schema version it states to the current one, by the engine's ordered migration steps, which
// edit the text and keep the rest of the file as it was. `--dry-run` prints the change as a
// unified diff and writes nothing. Every file is migrated in memory first: when one cannot be,
// none is written.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateSkinText, type MigrationStep } from '../../engine/authoring';
import { listSkinIds } from '../../loader/skin-loader';
import { USAGE_ERROR } from '../exit-codes';
import type { CliIo } from '../io';
import { createLogger, plural } from '../logger';
import { unifiedDiff } from '../migrate/unified-diff';
import { resolveSkinsDir, selectSkins } from './select-skins';

export interface MigrateOptions {
  all?: boolean;
  dryRun?: boolean;
  skinsDir: string;
}

interface Planned {
  id: string;
  file: string;
  /** As the operator reaches it: `skins/acme/skin.json`. */
  display: string;
  before: string;
  after: string;
  from: number;
  to: number;
  steps: readonly MigrationStep[];
}

async function plan(
  skinsDir: string,
  ids: readonly string[],
  cwd: string,
): Promise<{ planned: Planned[]; failures: string[] }> {
  const planned: Planned[] = [];
  const failures: string[] = [];
  for (const id of ids) {
    const file = path.join(skinsDir, id, 'skin.json');
    const display = path.relative(cwd, file) || file;
    const before = await readFile(file, 'utf8');
    const result = migrateSkinText(before);
    if (result.ok) {
      planned.push({ id, file, display, before, after: result.text, ...result });
    } else {
      const at = result.at ? `:${result.at.line}:${result.at.column}` : '';
      failures.push(`${display}${at} ${result.message}`);
    }
  }
  return { planned, failures };
}

/** Every file written beside itself first and then renamed over it, so none is left half-written. */
async function writeAll(changed: readonly Planned[]): Promise<void> {
  const staged = changed.map((skin) => ({ ...skin, temporary: `${skin.file}.migrating` }));
  try {
    for (const skin of staged) await writeFile(skin.temporary, skin.after);
  } catch (error) {
    await Promise.all(staged.map((skin) => rm(skin.temporary, { force: true })));
    throw error;
  }
  for (const skin of staged) await rename(skin.temporary, skin.file);
}

export async function migrate(ids: string[], options: MigrateOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const selected = selectSkins(ids, options, await listSkinIds(skinsDir));
  if (!selected.ok) {
    logger.error(selected.message);
    return USAGE_ERROR;
  }
  const { planned, failures } = await plan(skinsDir, selected.ids, io.cwd);
  if (failures.length) {
    for (const failure of failures) logger.error(failure);
    logger.error('Nothing was migrated: fix these files first.');
    return 1;
  }
  const changed = planned.filter((skin) => skin.before !== skin.after);
  for (const skin of planned.filter((candidate) => candidate.before === candidate.after)) {
    logger.info(`${skin.id} is at schema version ${skin.to}: nothing to migrate.`);
  }
  if (options.dryRun) {
    for (const skin of changed) {
      for (const line of unifiedDiff(skin.before, skin.after, {
        a: `a/${skin.display}`,
        b: `b/${skin.display}`,
      })) {
        logger.info(line);
      }
    }
    logger.info(`${plural(changed.length, 'skin')} to migrate (dry run: nothing written).`);
    return 0;
  }
  await writeAll(changed);
  for (const skin of changed) {
    logger.success(
      `${skin.display}: schema version ${skin.from} → ${skin.to} (${skin.steps.map((step) => step.summary).join('; ')})`,
    );
  }
  logger.info(`${plural(changed.length, 'skin')} migrated.`);
  return 0;
}
