// Every issue of the draft in the lines `skinforge validate` prints, each with a way to its control.
import { formatIssue, type SkinIssue } from '../../engine';

export interface IssueListProps {
  heading: string;
  noneText: string;
  showText: string;
  issues: readonly SkinIssue[];
  /** Whether an issue has a control to show; `onShow` takes the operator there. */
  canShow(issue: SkinIssue): boolean;
  onShow(issue: SkinIssue): void;
}

export function IssueList({
  heading,
  noneText,
  showText,
  issues,
  canShow,
  onShow,
}: IssueListProps) {
  return (
    <section className="issue-list" aria-labelledby="issue-list-heading">
      <h3 id="issue-list-heading">{heading}</h3>
      {issues.length === 0 ? (
        <p>{noneText}</p>
      ) : (
        <ul>
          {issues.map((issue, index) => (
            <li key={index} className={`issue issue-${issue.severity}`}>
              <span>{formatIssue(issue)}</span>
              {canShow(issue) && (
                <button type="button" className="link-button" onClick={() => onShow(issue)}>
                  {showText}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
