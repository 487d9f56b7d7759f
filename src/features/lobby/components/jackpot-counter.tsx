// The home's jackpot counter (spec 001 §2 Home, §4): a label and a growing amount in the merchant's
// currency, its digits turning as they change (none under reduced motion). The value comes from the
// page (use-jackpot.ts over engine's ticker); this only draws it.
import styled, { keyframes } from 'styled-components';

const rollIn = keyframes`
  from { transform: translateY(0.35em); opacity: 0.4; }
  to { transform: none; opacity: 1; }
`;

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
  output small {
    margin-right: 0.3em;
    font-size: 0.55em;
    font-weight: 700;
    color: var(--skin-text-muted);
  }
  /* Each new value rolls in from below, on the compositor. */
  .roll {
    display: inline-block;
    animation: ${rollIn} 400ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    .roll {
      animation: none;
    }
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
  /** The currency's symbol ("R$"), drawn before the amount. */
  currency: string;
  /** Already formatted for the player's language. */
  amount: string;
}

export function JackpotCounter({ label, currency, amount }: JackpotCounterProps) {
  return (
    <Box aria-label={label}>
      <h2>{label}</h2>
      {/* Not a live region: a number that changes every few seconds would talk over everything. */}
      <output>
        <small>{currency}</small>
        {/* Keyed by the amount: each new value is a new element, so its roll-in plays again. */}
        <span key={amount} className="roll">
          {amount}
        </span>
      </output>
    </Box>
  );
}
