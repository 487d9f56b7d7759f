// A yes or no (a feature, a widget): a checkbox whose label is the field's own.
export interface ToggleInputProps {
  id: string;
  checked: boolean;
  describedBy?: string;
  invalid: boolean;
  onChange(checked: boolean): void;
}

export function ToggleInput({ id, checked, describedBy, invalid, onChange }: ToggleInputProps) {
  return (
    <input
      id={id}
      type="checkbox"
      className="toggle"
      checked={checked}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
