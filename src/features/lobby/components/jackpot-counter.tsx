// The home's jackpot counter (spec 001 §2 Home, §4): a label and a growing amount. The value comes
// from the page (use-jackpot.ts over engine's ticker); this only draws it.
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  padding: 1rem;
  border-radius: var(--skin-radius);
  background: var(--skin-surface-raised);
  h2 {
    margin: 0;
    font-size: 1rem;
    color: var(--skin-text-muted);
  }
  output {
    font-size: clamp(1.75rem, 5vw, 2.75rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: var(--skin-accent);
  }
  /* A phone: one line, label and amount side by side, so the games start on the first screen. */
  @media (max-width: 40rem) {
    grid-template-columns: auto minmax(0, 1fr);
    justify-items: start;
    align-items: center;
    padding: 0.5rem 1rem;
    output {
      justify-self: end;
      font-size: 1.5rem;
    }
  }
`;

export interface JackpotCounterProps {
  label: string;
  /** Already formatted for the player's language. */
  amount: string;
}

export function JackpotCounter({ label, amount }: JackpotCounterProps) {
  return (
    <Box aria-label={label}>
      <h2>{label}</h2>
      {/* Not a live region: a number that changes every few seconds would talk over everything. */}
      <output>{amount}</output>
    </Box>
  );
}
