// One of a closed list of values (a mode, an age, a union's kind).
export interface ChoiceSelectProps {
  id: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  describedBy?: string;
  invalid: boolean;
  onChange(value: string): void;
}

export function ChoiceSelect({
  id,
  value,
  options,
  describedBy,
  invalid,
  onChange,
}: ChoiceSelectProps) {
  return (
    <select
      id={id}
      value={value}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
