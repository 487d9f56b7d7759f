// The site's button. `pending` (a call in flight) disables it and says so ("buttons are
// disabled while pending"), keeping its label so the layout does not jump.
import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

/**
 * primary and accent are filled (their `on-` colours are contrast-checked), secondary is outlined,
 * ghost is bare.
 */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A call is in flight: disabled, `aria-busy`, a spinner before the label. */
  pending?: boolean;
  /** Said to screen readers while pending ("Loading…"). */
  pendingLabel?: string;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border-color: var(--skin-primary);
  `,
  accent: css`
    color: var(--skin-on-accent);
    background: var(--skin-accent);
    border-color: var(--skin-accent);
  `,
  secondary: css`
    color: var(--skin-text);
    background: var(--skin-surface);
    border-color: var(--skin-text-muted);
  `,
  ghost: css`
    color: var(--skin-text);
    background: transparent;
    border-color: transparent;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 0.5rem 1rem;
  font: inherit;
  border: 1px solid;
  border-radius: var(--skin-radius);
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
`;

export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel = '',
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner label={pendingLabel} size="1em" />}
      {children}
    </StyledButton>
  );
}
