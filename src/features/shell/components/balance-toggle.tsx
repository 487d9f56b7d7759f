// The header balance (spec 000 §2): the amount (2 decimals, or asterisks when hidden), a button to
// hide or show it and one to refresh it. Props in, markup out; the header decides the text. The
// figure is a polite live region, silent while a credit counts up (the header says the end once).
import type { RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './shell-icons';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding-inline-start: 0.75rem;
  color: var(--skin-text);
  background: var(--skin-surface-raised);
  border-radius: var(--skin-radius);
  output {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface BalanceToggleProps {
  /** "Balance", the name of the figure. */
  label: string;
  /** The formatted amount or the asterisks. */
  text: string;
  hidden: boolean;
  refreshing: boolean;
  /** A credit is counting up: its figures are not read out one by one. */
  counting?: boolean;
  /** The figure's element (where a credit lands). */
  figureRef?: RefObject<HTMLOutputElement | null>;
  hideLabel: string;
  showLabel: string;
  refreshLabel: string;
  onToggleHidden: () => void;
  onRefresh: () => void;
}

export function BalanceToggle({
  label,
  text,
  hidden,
  refreshing,
  counting = false,
  figureRef,
  hideLabel,
  showLabel,
  refreshLabel,
  onToggleHidden,
  onRefresh,
}: BalanceToggleProps) {
  return (
    <Box role="group" aria-label={label}>
      <output
        ref={figureRef}
        aria-live={counting ? 'off' : 'polite'}
        aria-busy={refreshing || undefined}
        data-balance-hidden={hidden || undefined}
      >
        {text}
      </output>
      <IconButton
        label={hidden ? showLabel : hideLabel}
        aria-pressed={hidden}
        onClick={onToggleHidden}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
      <IconButton label={refreshLabel} onClick={onRefresh} disabled={refreshing}>
        <RefreshIcon />
      </IconButton>
    </Box>
  );
}
