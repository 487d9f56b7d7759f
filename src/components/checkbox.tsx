// A labelled checkbox whose label may hold a link (the terms, spec 000 §2), with an inline error
// (spec 000 §8: "Terms not ticked: inline error").
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, RequiredMark } from './form-field-parts';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'onChange' | 'required'
> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0.25rem 0.5rem;
  color: var(--skin-text);
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: var(--skin-primary);
  }
  p {
    grid-column: 2;
  }
`;

export function Checkbox({
  label,
  checked,
  onChange,
  required = false,
  error,
  ref,
  ...input
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Row>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...input}
      />
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </label>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Row>
  );
}
