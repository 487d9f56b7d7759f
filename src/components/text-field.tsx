// A labelled text input. The error line is tied to the input (aria-describedby, aria-invalid), the
// required marker is the spec's * (spec 000 §5), `autoComplete` is a required prop so every form
// says what the browser may fill (current-password, new-password, one-time-code), and
// pasting is never blocked. Validation is the form's (engine field rules with the spec's messages),
// so the browser's own `required` bubbles stay off: `aria-required` says it instead.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, Field, HintText, Label, RequiredMark } from './form-field-parts';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required' | 'autoComplete'
> {
  label: string;
  autoComplete: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Beside the input, inside its box: a show-password toggle, a send-code button. */
  end?: ReactNode;
  /** Before the input: a country dialing code. */
  start?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: stretch;
  gap: 0.25rem;
  border: 1px solid
    ${({ $invalid }) => ($invalid ? 'var(--skin-danger)' : 'var(--skin-text-muted)')};
  border-radius: var(--skin-radius);
  background: var(--skin-background);
  &:focus-within {
    outline: 2px solid var(--skin-primary);
    outline-offset: 1px;
  }
  /* Not the input's intrinsic width (its size attribute, about 14rem), which with a captcha or a
     send-code button beside it holds a form wider than a phone: 8rem at least where nothing
     stretches it, and whatever its box leaves beside the start and end parts. */
  input {
    flex: 1 1 8rem;
    width: 8rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    font: inherit;
    color: var(--skin-text);
    background: transparent;
    border: 0;
    outline: none;
  }
`;

/**
 * A small borderless button for the `end` slot (show password, a new captcha): inside the field's
 * box, at least 44 px wide, with its own focus ring since the box's shows only for the input.
 */
export const TextFieldButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  min-width: 2.75rem;
  padding: 0 0.5rem;
  font: inherit;
  color: var(--skin-text);
  background: transparent;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
`;

export function TextField({
  label,
  error,
  hint,
  required = false,
  end,
  start,
  type = 'text',
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Box $invalid={Boolean(error)}>
        {start}
        <input
          ref={ref}
          id={id}
          type={type}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hint && hintId)}
          {...input}
        />
        {end}
      </Box>
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
