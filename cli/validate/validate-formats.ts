// The formats `skinforge validate --format` prints, one entry each: how a report of every named
// skin becomes lines on stdout. Text for people; JSON for scripts; SARIF for code scanning;
// github for a workflow's annotations.
import { formatIssue, type SkinIssue } from '../../engine';
import { plural, type Logger } from '../logger';
import { githubAnnotation } from './github-annotations';
import { sarifLog } from './sarif-log';

export interface SkinReport {
  id: string;
  ok: boolean;
  errors: number;
  warnings: number;
  issues: SkinIssue[];
}

export interface FormatContext {
  /** A file as issues name it (from cwd) → its path from the repository's root. */
  repositoryPathOf(file: string): string;
}

/** Prints the report; the exit code is validate's, whatever the format. */
type Formatter = (reports: readonly SkinReport[], context: FormatContext, logger: Logger) => void;

/** A parent's issue shows under each skin that inherits it; the formats that list issues list it once. */
function uniqueIssues(reports: readonly SkinReport[]): SkinIssue[] {
  const seen = new Map<string, SkinIssue>();
  for (const issue of reports.flatMap((report) => report.issues)) {
    const line = formatIssue(issue);
    if (!seen.has(line)) seen.set(line, issue);
  }
  return [...seen.values()];
}

function textReport(reports: readonly SkinReport[], _context: FormatContext, logger: Logger) {
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
}

export const VALIDATE_FORMATS = {
  text: textReport,
  json: (reports, _context, logger) =>
    logger.json({ ok: reports.every((report) => report.ok), skins: reports }),
  sarif: (reports, context, logger) =>
    logger.json(sarifLog(uniqueIssues(reports), context.repositoryPathOf)),
  github: (reports, context, logger) => {
    for (const issue of uniqueIssues(reports)) {
      logger.info(githubAnnotation(issue, context.repositoryPathOf(issue.file)));
    }
  },
} satisfies Record<string, Formatter>;

export type ValidateFormat = keyof typeof VALIDATE_FORMATS;

export const FORMAT_NAMES = Object.keys(VALIDATE_FORMATS) as ValidateFormat[];

export function isValidateFormat(name: string): name is ValidateFormat {
  return Object.prototype.hasOwnProperty.call(VALIDATE_FORMATS, name);
}
