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
  return `${where}${severity} ${issueSentence(issue)}`;
}

/**
 * What the issue says without its place, for formats that carry the place apart (SARIF, workflow
 * annotations): `/theme/tokens/dark/primary must be a #rrggbb colour (got "blue")`.
 */
export function issueSentence(issue: SkinIssue): string {
  const found = issue.found === '' ? '' : ` (got ${issue.found})`;
  const hint = issue.hint ? `; ${issue.hint}` : '';
  // An empty pointer is the whole file (a syntax error): the sentence starts with what is wrong.
  const pointer = issue.pointer === '' ? '' : `${issue.pointer} `;
  return `${pointer}${issue.message}${found}${hint}`;
}
