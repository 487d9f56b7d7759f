// A `#rrggbb` colour: the browser's picker and the code beside it, both editing the one value.
// The code field takes any text, so a half-typed code stays until it is a colour (the engine's
// issue says what is wrong meanwhile); the picker shows the last whole colour.
export interface ColourInputProps {
  id: string;
  value: string;
  /** The code field is named by the frame's label; the picker by this. */
  pickerLabel: string;
  describedBy?: string;
  invalid: boolean;
  onChange(value: string): void;
}

const WHOLE_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function ColourInput({
  id,
  value,
  pickerLabel,
  describedBy,
  invalid,
  onChange,
}: ColourInputProps) {
  return (
    <span className="colour-input">
      <input
        type="color"
        aria-label={pickerLabel}
        value={WHOLE_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        className="colour-code"
        value={value}
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
