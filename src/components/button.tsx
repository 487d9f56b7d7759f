// The site's one button, in named variants (a page never styles a button of its own): `pending` (a
// call in flight) disables it and says so ("buttons are disabled while pending"), keeping its label
// so the layout does not jump. Its shape is the skin's: --skin-button-radius (a pill, a rounded or
// a square corner) and --skin-font-weight-strong.
import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

/**
 * primary and accent are filled (their `on-` colours are contrast-checked), secondary is raised on
 * the surface, ghost is bare, text reads as a link inside a sentence (forgot password, register).
 */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'text';

/** md is a page's or a form's button; sm sits in a tile or a table row. */
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A call is in flight: disabled, `aria-busy`, a spinner before the label. */
  pending?: boolean;
  /** Said to screen readers while pending ("Loading…"). */
  pendingLabel?: string;
  fullWidth?: boolean;
  size?: ButtonSize;
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
    background: var(--skin-surface-raised);
    border-color: var(--skin-border);
  `,
  ghost: css`
    color: var(--skin-text);
    background: transparent;
    border-color: transparent;
  `,
  text: css`
    min-width: 0;
    padding-inline: 0.25rem;
    color: var(--skin-text);
    font-weight: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    background: transparent;
    border-color: transparent;
  `,
};

const sizes = {
  md: css`
    min-height: 2.75rem;
    padding: 0.5rem 1.25rem;
  `,
  sm: css`
    min-height: 2.25rem;
    padding: 0.25rem 0.75rem;
    font-size: 0.875rem;
  `,
};

/**
 * A button's look for an element that is not a <button> but must read as one: a link whose words
 * are the call to action of the card it opens (a promotion's "Join").
 */
export const buttonLook = (variant: ButtonVariant, size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: var(--skin-font-weight-strong, 600);
  white-space: nowrap;
  border: 1px solid;
  border-radius: var(--skin-button-radius, var(--skin-radius));
  ${sizes[size]}
  ${variants[variant]}
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  /* Before the look, which a variant or a size may narrow (the text variant, a small button). */
  font: inherit;
  min-width: 2.75rem;
  ${({ $variant, $size }) => buttonLook($variant, $size)}
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  cursor: pointer;
  transition:
    filter 120ms,
    transform 120ms;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
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
  size = 'md',
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
      $size={size}
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
