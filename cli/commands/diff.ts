// `skinforge diff <a> <b> [--json]`: two effective skins (after `extends` and the schema's
// defaults) compared value by value, texts included, one line per JSON pointer with where each
// side's value was written. Exit 0 whether or not they differ; 2 for an unknown skin or one with
// errors (there is no effective skin to compare), said before any output.
import { diffSkins, type SkinDifference } from '../../engine/authoring';
import { listSkinIds, loadSkins } from '../../loader/skin-loader';
import { USAGE_ERROR } from '../exit-codes';
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { resolveSkinsDir, unknownSkinMessage } from './select-skins';

export interface DiffOptions {
  json?: boolean;
  skinsDir: string;
}

const show = (value: unknown) => JSON.stringify(value);

/** `~ /ageGate/minimumAge 18 → 21 (skins/default/skin.json:16 → skins/lusa-regional/skin.json:16)` */
export function differenceLine(difference: SkinDifference): string {
  const { pointer, a, b, aSource, bSource } = difference;
  if (difference.change === 'added') return `+ ${pointer} ${show(b)} (${bSource})`;
  if (difference.change === 'removed') return `- ${pointer} ${show(a)} (${aSource})`;
  return `~ ${pointer} ${show(a)} → ${show(b)} (${aSource} → ${bSource})`;
}

export async function diff(a: string, b: string, options: DiffOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const known = await listSkinIds(skinsDir);
  const unknown = [a, b].find((id) => !known.includes(id));
  if (unknown !== undefined) {
    logger.error(unknownSkinMessage(unknown, options.skinsDir, known));
    return USAGE_ERROR;
  }
  const [skinA, skinB] = await loadSkins(skinsDir, [a, b], { cwd: io.cwd });
  // A skin with errors has no resolved skin (the loader's contract).
  if (!skinA.resolved || !skinB.resolved) {
    const invalid = skinA.resolved ? b : a;
    logger.error(
      `${invalid} has errors, so it has no effective skin to compare; see \`skinforge validate ${invalid}\`.`,
    );
    return USAGE_ERROR;
  }
  const differences = diffSkins(
    { ...skinA, resolved: skinA.resolved },
    { ...skinB, resolved: skinB.resolved },
  );
  if (options.json) {
    logger.json(differences);
  } else if (differences.length === 0) {
    logger.info(`${a} and ${b} have the same effective skin and texts.`);
  } else {
    for (const difference of differences) logger.info(differenceLine(difference));
  }
  return 0;
}
