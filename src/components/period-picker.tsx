// A record's period with the steps that move it (spec 001 §9 "date pickers next/previous 7 and 30
// days"): the period as text and one button per step. Props in, markup out.
import styled from 'styled-components';
import { chipButton } from './chip-button';

// On a phone the steps back share a row, the period takes the next and the steps forward the one
// after, rather than a button a row.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  output {
    min-width: 12rem;
    font-variant-numeric: tabular-nums;
  }
  button {
    ${chipButton}
  }
  @media (max-width: 40rem) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    output {
      grid-column: 1 / -1;
      min-width: 0;
      text-align: center;
    }
    button {
      padding-inline: 0.5rem;
    }
  }
`;

export interface PeriodStep {
  days: number;
  label: string;
}

export interface PeriodPickerProps {
  label: string;
  /** The period as the player reads it ("2026-11-18 – 2026-11-24"). */
  text: string;
  steps: readonly PeriodStep[];
  onStep: (days: number) => void;
}

export function PeriodPicker({ label, text, steps, onStep }: PeriodPickerProps) {
  return (
    <Bar role="group" aria-label={label}>
      {steps
        .filter((step) => step.days < 0)
        .map((step) => (
          <button key={step.days} type="button" onClick={() => onStep(step.days)}>
            {step.label}
          </button>
        ))}
      <output aria-live="polite">{text}</output>
      {steps
        .filter((step) => step.days > 0)
        .map((step) => (
          <button key={step.days} type="button" onClick={() => onStep(step.days)}>
            {step.label}
          </button>
        ))}
    </Bar>
  );
}
