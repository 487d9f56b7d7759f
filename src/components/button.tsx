// The site's one button, in named variants (a page never styles a button of its own): `pending` (a
// call in flight) disables it and says so ("buttons are disabled while pending"), keeping its label
// so the layout does not jump. Its shape is the skin's: --skin-button-radius (a pill, a rounded or
// a square corner); its weight, --skin-font-weight-strong, is index.html's rule for every button.
import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

/**
 * primary is filled (its `on-` colour is contrast-checked): the one main action of a form or a
 * card; secondary is raised on the surface (the alternatives beside it); ghost is bare (a tool in a
 * row); text reads as a link inside a sentence (forgot password, register).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'text';

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
    text-decoration: underline;
    background: transparent;
    border-color: transparent;
  `,
};

const small = css`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  font-size: 0.875rem;
`;

/**
 * A button's look for an element that is not a <button> but must read as one: a link whose words
 * are the call to action of the card it opens (a promotion's "Join").
 */
export const buttonLook = (variant: ButtonVariant, size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid;
  border-radius: var(--skin-button-radius);
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  ${size === 'sm' && small}
  ${variants[variant]}
`;

// The font is index.html's for every button. `min-width` comes before the look, which the text
// variant narrows.
const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  min-width: 2.75rem;
  ${({ $variant, $size }) => buttonLook($variant, $size)}
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  cursor: pointer;
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
