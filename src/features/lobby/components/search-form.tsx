// The search by name (spec 001 §2: the SEARCH tab lists games by name; §5: the input is trimmed, by
// the engine's lobby state). What is typed stays local until submitted; a search changed from
// outside (a filter change clears it, spec 001 §4) shows in the box.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { labelledControl } from './control-styles';

const Form = styled.form`
  display: flex;
  gap: 0.25rem;
  align-items: end;
  ${labelledControl('input')}
`;

export interface SearchFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onSearch: (text: string) => void;
}

export function SearchForm({ label, placeholder, submitLabel, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>
        {label}
        <input
          id={id}
          type="search"
          value={typed}
          placeholder={placeholder}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
