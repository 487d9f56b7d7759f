// The look of the lobby's labelled controls (the search box, the vendor drop-down): a small muted
// label over a 44 px control in the skin's colours.
import { css } from 'styled-components';

export const labelledControl = (control: 'input' | 'select') => css`
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.85rem;
    color: var(--skin-text-muted);
  }
  ${control} {
    min-height: 2.75rem;
    padding: 0 0.75rem;
    font: inherit;
    color: var(--skin-text);
    background: var(--skin-background);
    border: 1px solid var(--skin-text-muted);
    border-radius: var(--skin-radius);
  }
`;
