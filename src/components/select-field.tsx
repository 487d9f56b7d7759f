// A labelled drop-down (a record's category or vendor, a transfer's wallets, a withdrawal's bank
// account, the side menu's language). Props in, markup out.
import { useId } from 'react';
import styled from 'styled-components';
import { Field, Label } from './form-field-parts';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's own language, where it is written in one (a language picker's names). */
  lang?: string;
}

const Select = styled.select`
  min-width: 0;
  max-width: 100%;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  font: inherit;
  color: var(--skin-text);
  background: var(--skin-background);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
`;

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

export function SelectField({ label, options, value, onChange, name }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
