// What every check of a skin reports: where (file, line, column, JSON pointer), what was expected,
// what came, and how to fix it. The CLI prints these; the dev server shows them in its overlay.

export type Severity = 'error' | 'warning';

export interface SkinIssue {
  /** The file as the operator reaches it, e.g. `skins/acme/skin.json`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /**
   * Where in the JSON document, e.g. `/theme/tokens/dark/primary` (empty for the whole document).
   */
  pointer: string;
  /** The sentence after the pointer, e.g. `must be a #rrggbb colour`. */
  message: string;
  expected: string;
  /** What the file holds there, as JSON (empty when the message already says it). */
  found: string;
  hint?: string;
  severity: Severity;
  /**
   * Which check raised it: `json/syntax`, `schema/enum`, `rule/theme-contrast`… Stable, for tools.
   */
  code: string;
}

/**
 * An issue before it is placed in a file: rules and the schema speak in pointers of the merged
 * skin.
 */
export interface IssueDraft {
  pointer: string;
  /** Point at the property's key rather than its value (unknown properties). */
  at?: 'key' | 'value';
  message: string;
  expected: string;
  found: string;
  hint?: string;
  severity?: Severity;
  code: string;
  /** Set when the issue belongs to one given file (a dictionary, one layer's own text). */
  source?: IssueSource;
}

export interface IssueSource {
  file: string;
  locations: ReadonlyMap<
    string,
    { value: { line: number; column: number }; key?: { line: number; column: number } }
  >;
}

export function hasErrors(issues: readonly SkinIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

export function countBySeverity(issues: readonly SkinIssue[]): Record<Severity, number> {
  return {
    error: issues.filter((issue) => issue.severity === 'error').length,
    warning: issues.filter((issue) => issue.severity === 'warning').length,
  };
}
