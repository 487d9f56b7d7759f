import type { SkinIssue } from './skin-issue';

/**
 * One line per issue, the format of CONTRIBUTING.md:
 * `skins/acme/skin.json:12:7 /theme/tokens/dark/primary must be a #rrggbb colour (got "blue")`.
 * Warnings say so after the place, so a reader scanning for errors can skip them.
 */
export function formatIssue(issue: SkinIssue): string {
  const where = `${issue.file}:${issue.line}:${issue.column}`;
  const severity = issue.severity === 'warning' ? ' warning:' : '';
  const found = issue.found === '' ? '' : ` (got ${issue.found})`;
  const hint = issue.hint ? `; ${issue.hint}` : '';
  return `${where}${severity} ${issue.pointer || '/'} ${issue.message}${found}${hint}`;
}
