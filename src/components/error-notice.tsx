// A failed read in place of what it would have shown: the spec's sentence (src/lib/api
// apiErrorMessage) and a way to try again, so a failure never leaves an empty box or a spinner.
import styled from 'styled-components';
import { Button } from './button';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  color: var(--skin-text);
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-inline-start: 4px solid var(--skin-danger);
  border-radius: var(--skin-radius);
  p {
    margin: 0;
  }
`;

export interface ErrorNoticeProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is in flight. */
  pending?: boolean;
}

export function ErrorNotice({ message, onRetry, retryLabel, pending = false }: ErrorNoticeProps) {
  return (
    <Notice role="alert">
      <p>{message}</p>
      {onRetry && retryLabel && (
        <Button variant="secondary" onClick={onRetry} pending={pending}>
          {retryLabel}
        </Button>
      )}
    </Notice>
  );
}
