// The look of a small raised button in a row of choices (amount chips, a period's steps).
import { css } from 'styled-components';

export const chipButton = css`
  min-height: 2.75rem;
  padding: 0 0.75rem;
  font: inherit;
  color: var(--skin-text);
  background: var(--skin-surface-raised);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  cursor: pointer;
`;
