// `skinforge validate [ids…] [--all] [--json]`: every issue of every named skin at once; warnings
// do not fail. Exit code 1 when any skin has an error.
import { countBySeverity, formatIssue, hasErrors } from '../../engine';
import { listSkinIds, loadSkins } from '../../loader/skin-loader';
import type { CliIo } from '../io';
import { createLogger, plural } from '../logger';
import { resolveSkinsDir, selectSkins } from './select-skins';

export interface ValidateOptions {
  all?: boolean;
  json?: boolean;
  skinsDir: string;
}

export async function validate(
  ids: string[],
  options: ValidateOptions,
  io: CliIo,
): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const selected = selectSkins(ids, options, await listSkinIds(skinsDir));
  if (!selected.ok) {
    logger.error(selected.message);
    return 1;
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
  const ok = reports.every((report) => report.ok);
  if (options.json) {
    logger.json({ ok, skins: reports });
    return ok ? 0 : 1;
  }
  // A parent's issue shows under each skin that inherits it; print each line once.
  const printed = new Set<string>();
  for (const report of reports) {
    for (const issue of report.issues) {
      const line = formatIssue(issue);
      if (!printed.has(line)) logger.info(line);
      printed.add(line);
    }
    const warnings = report.warnings ? ` (${plural(report.warnings, 'warning')})` : '';
    if (report.ok) {
      logger.success(`${report.id} is valid${warnings}`);
    } else {
      logger.error(
        `${report.id} has ${plural(report.errors, 'error')}${report.warnings ? ` and ${plural(report.warnings, 'warning')}` : ''}`,
      );
    }
  }
  const failed = reports.filter((report) => !report.ok).length;
  logger.info(
    `${plural(reports.length, 'skin')} validated: ${reports.length - failed} valid, ${failed} with errors.`,
  );
  return ok ? 0 : 1;
}
