// A busy indicator with a name for screen readers. `RouteLoader` fills a page's slot while its
// chunk or data loads; `PageLoaderOverlay` covers the page (logout, spec 000 §4 "shows a loader").
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.2em solid var(--skin-border);
  border-top-color: var(--skin-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading…"). */
  label: string;
  size?: string;
}

export function Spinner({ label, size = '1.5rem' }: SpinnerProps) {
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const Slot = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
  padding: 2rem;
`;

export function RouteLoader({ label }: { label: string }) {
  return (
    <Slot aria-busy="true">
      <Spinner label={label} size="2.5rem" />
    </Slot>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--skin-background) 60%, transparent);
`;

export function PageLoaderOverlay({ label }: { label: string }) {
  return (
    <Overlay aria-busy="true">
      <Spinner label={label} size="3rem" />
    </Overlay>
  );
}
