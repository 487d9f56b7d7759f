// The pieces TextField and Checkbox share: the label with its required marker, the error line, the
// hint.
import styled from 'styled-components';

// One column no wider than the form: a long option or label wraps or shrinks rather than
// widening the form past a phone's edge.
export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem;
`;

export const Label = styled.label`
  color: var(--skin-text);
  font-weight: 600;
`;

/** Spec 000 §5: "Items marked * are required". */
export const RequiredMark = styled.span`
  margin-inline-start: 0.25rem;
  color: var(--skin-danger);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--skin-danger);
  font-size: 0.875rem;
`;

export const HintText = styled.p`
  margin: 0;
  color: var(--skin-text-muted);
  font-size: 0.875rem;
`;

/** ids of the error and hint lines an input is described by, or undefined when it has neither. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
