import type { SkinIssue } from './skin-issue';

/**
 * One line per issue, the format of CONTRIBUTING.md:
 * `skins/acme/skin.json:12:7 /theme/tokens/dark/primary must be a #rrggbb colour (got "blue")`.
 * Warnings say so after the place, so a reader scanning for errors can skip them.
 * A whole-file issue has no pointer: `skins/acme/skin.json:4:3 is not valid JSON: …`.
 */
export function formatIssue(issue: SkinIssue): string {
  const where = `${issue.file}:${issue.line}:${issue.column}`;
  const severity = issue.severity === 'warning' ? ' warning:' : '';
  const found = issue.found === '' ? '' : ` (got ${issue.found})`;
  const hint = issue.hint ? `; ${issue.hint}` : '';
  // An empty pointer is the whole file (a syntax error): the sentence reads on from the place.
  const pointer = issue.pointer === '' ? '' : ` ${issue.pointer}`;
  return `${where}${severity}${pointer} ${issue.message}${found}${hint}`;
}
