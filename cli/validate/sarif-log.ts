// `skinforge validate --format sarif`: one SARIF 2.1.0 log (OASIS) that GitHub code scanning and
// other SARIF viewers read. One run of the tool "skinforge", a rule per issue code with its help
// (every code the engine knows, so a viewer can list the checks), and a result per issue placed at
// its file (from the repository's root), line and column.
import { ISSUE_HELP, issueHelp, issueSentence, type SkinIssue } from '../../engine/authoring';

export const SARIF_SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** A relative path as a URI reference: each segment percent-encoded, so `#` or a space stays a path. */
function uriOf(repositoryPath: string): string {
  return repositoryPath.split('/').map(encodeURIComponent).join('/');
}

export function sarifLog(
  issues: readonly SkinIssue[],
  repositoryPathOf: (file: string) => string,
): Record<string, unknown> {
  const codes = [...new Set([...Object.keys(ISSUE_HELP), ...issues.map((issue) => issue.code)])];
  const rules = codes.map((code) => ({
    id: code,
    shortDescription: { text: issueHelp(code) },
    help: { text: issueHelp(code) },
  }));
  const results = issues.map((issue) => ({
    ruleId: issue.code,
    ruleIndex: codes.indexOf(issue.code),
    level: issue.severity,
    message: { text: issueSentence(issue) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(repositoryPathOf(issue.file)) },
          region: { startLine: issue.line, startColumn: issue.column },
        },
      },
    ],
  }));
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      { tool: { driver: { name: 'skinforge', rules } }, columnKind: 'utf16CodeUnits', results },
    ],
  };
}
