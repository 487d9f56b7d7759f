// One value's frame: its label, where the value comes from (this skin, a parent, the default) with
// a reset, the schema's description (under a group's legend, under a single control), and the
// engine's issues about it in the lines `skinforge validate` prints. The control inside points at
// the description and issues (aria-describedby).
import type { ReactNode } from 'react';
import { formatIssue, type SkinIssue } from '../../engine';

export interface FieldFrameProps {
  /** The control's id; the frame's parts derive theirs from it. */
  id: string;
  label: string;
  description?: string;
  /** Where the value comes from, in words. */
  origin?: string;
  /** The reset button's text, and its full name, when the skin's own value can be removed. */
  resetText?: string;
  resetLabel?: string;
  onReset?: () => void;
  issues: readonly SkinIssue[];
  /** Several controls: a fieldset with a legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

export const describedBy = (id: string, hasDescription: boolean, issues: readonly SkinIssue[]) =>
  [hasDescription ? `${id}-description` : '', ...issues.map((_, index) => `${id}-issue-${index}`)]
    .filter(Boolean)
    .join(' ') || undefined;

export function FieldFrame(props: FieldFrameProps) {
  const {
    id,
    label,
    description,
    origin,
    resetText,
    resetLabel,
    onReset,
    issues,
    group,
    children,
  } = props;
  const head = (
    <>
      {origin && <span className="origin">{origin}</span>}
      {onReset && resetLabel && (
        <button type="button" className="link-button" onClick={onReset} aria-label={resetLabel}>
          {resetText}
        </button>
      )}
    </>
  );
  const about = description && (
    <p className="description" id={`${id}-description`}>
      {description}
    </p>
  );
  const tail = (
    <>
      {issues.map((issue, index) => (
        <p key={index} className={`issue issue-${issue.severity}`} id={`${id}-issue-${index}`}>
          {formatIssue(issue)}
        </p>
      ))}
    </>
  );
  if (group) {
    return (
      <fieldset
        className="field field-group"
        aria-describedby={describedBy(id, Boolean(description), issues)}
      >
        <legend>
          <span id={id}>{label}</span> {head}
        </legend>
        {about}
        {children}
        {tail}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <div className="field-head">
        <label htmlFor={id}>{label}</label> {head}
      </div>
      {children}
      {about}
      {tail}
    </div>
  );
}
