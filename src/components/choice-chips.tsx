// A row of choices as toggle buttons (the deposit's amount chips, a record's period steps): the
// chosen one is pressed. Props in, markup out.
import styled from 'styled-components';
import { chipButton } from './chip-button';

export interface Chip {
  value: string;
  label: string;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    ${chipButton}
  }
  button[aria-pressed='true'] {
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border-color: var(--skin-primary);
  }
`;

export interface ChoiceChipsProps {
  label: string;
  chips: readonly Chip[];
  /** The pressed chip's value; none pressed when no chip has it. */
  selected?: string;
  onSelect: (value: string) => void;
}

export function ChoiceChips({ label, chips, selected, onSelect }: ChoiceChipsProps) {
  return (
    <Group role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          aria-pressed={selected === undefined ? undefined : chip.value === selected}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </Group>
  );
}
