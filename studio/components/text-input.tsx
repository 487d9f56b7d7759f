// A line of text (a name, a title, a promotion id, a route with the site's routes to pick from).
import type { InputHTMLAttributes } from 'react';

export interface TextInputProps {
  id: string;
  value: string;
  placeholder?: string;
  describedBy?: string;
  invalid: boolean;
  /** Values to suggest as the operator types (a datalist). */
  suggestions?: readonly string[];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  onChange(value: string): void;
}

export function TextInput({
  id,
  value,
  placeholder,
  describedBy,
  invalid,
  suggestions,
  inputMode,
  onChange,
}: TextInputProps) {
  return (
    <>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        list={suggestions ? `${id}-suggestions` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
