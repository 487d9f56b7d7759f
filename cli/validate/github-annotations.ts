// `skinforge validate --format github`: one workflow command per issue, which GitHub Actions turns
// into an annotation on the file and line of a pull request's diff:
// `::error file=skins/acme/skin.json,line=12,col=7,title=schema/pattern::/theme/… must be …`.
import { issueSentence, type SkinIssue } from '../../engine/authoring';

/** A command's message: `%`, CR and LF escaped, as the runner unescapes them. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A command's property value: the message's escapes, plus `:` and `,`, which end a property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function githubAnnotation(issue: SkinIssue, repositoryPath: string): string {
  const properties = [
    `file=${escapeProperty(repositoryPath)}`,
    `line=${issue.line}`,
    `col=${issue.column}`,
    `title=${escapeProperty(issue.code)}`,
  ].join(',');
  return `::${issue.severity} ${properties}::${escapeData(issueSentence(issue))}`;
}
