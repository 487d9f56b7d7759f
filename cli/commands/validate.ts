// `skinforge validate [ids…] [--all] [--format text|json|sarif|github]`: every issue of every named
// skin at once; warnings do not fail. Exit 1 when any skin has an error, 2 when the command line
// itself is wrong (an unknown format or skin id), before anything else is printed.
import { countBySeverity, hasErrors } from '../../engine';
import { listSkinIds, loadSkins } from '../../loader/skin-loader';
import { USAGE_ERROR } from '../exit-codes';
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { repositoryPath, repositoryRoot } from '../validate/repository-path';
import {
  FORMAT_NAMES,
  isValidateFormat,
  VALIDATE_FORMATS,
  type ValidateFormat,
} from '../validate/validate-formats';
import { resolveSkinsDir, selectSkins } from './select-skins';

export interface ValidateOptions {
  all?: boolean;
  /** The alias of `--format json`. */
  json?: boolean;
  format?: string;
  skinsDir: string;
}

type ChosenFormat = { ok: true; format: ValidateFormat } | { ok: false; message: string };

function chooseFormat(options: ValidateOptions): ChosenFormat {
  const names = `${FORMAT_NAMES.slice(0, -1).join(', ')} or ${FORMAT_NAMES[FORMAT_NAMES.length - 1]}`;
  if (options.format === undefined) return { ok: true, format: options.json ? 'json' : 'text' };
  if (!isValidateFormat(options.format)) {
    return {
      ok: false,
      message: `--format must be ${names} (got "${options.format}").`,
    };
  }
  if (options.json && options.format !== 'json') {
    return {
      ok: false,
      message: `--json is --format json; it cannot go with --format ${options.format}.`,
    };
  }
  return { ok: true, format: options.format };
}

export async function validate(
  ids: string[],
  options: ValidateOptions,
  io: CliIo,
): Promise<number> {
  const logger = createLogger(io);
  const chosen = chooseFormat(options);
  if (!chosen.ok) {
    logger.error(chosen.message);
    return USAGE_ERROR;
  }
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const selected = selectSkins(ids, options, await listSkinIds(skinsDir));
  if (!selected.ok) {
    logger.error(selected.message);
    return USAGE_ERROR;
  }
  const reports = (await loadSkins(skinsDir, selected.ids, { cwd: io.cwd })).map((skin) => {
    const counts = countBySeverity(skin.issues);
    return {
      id: skin.id,
      ok: !hasErrors(skin.issues),
      errors: counts.error,
      warnings: counts.warning,
      issues: skin.issues,
    };
  });
  const root = repositoryRoot(io.cwd);
  VALIDATE_FORMATS[chosen.format](
    reports,
    { repositoryPathOf: (file) => repositoryPath(root, io.cwd, file) },
    logger,
  );
  return reports.every((report) => report.ok) ? 0 : 1;
}
