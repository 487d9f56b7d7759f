// The three states every read of a page goes through before its content (loading, failed with a
// retry, nothing to show), so each page says them the same way. Props in, markup out.
import type { ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import { RouteLoader } from './spinner';

export interface LoadStateProps {
  pending: boolean;
  loadingLabel: string;
  /** The error sentence when the read failed. */
  error?: string;
  onRetry: () => void;
  retryLabel: string;
  retrying: boolean;
  /** Shown instead of the content when there is nothing to show. */
  empty?: string;
  children: ReactNode;
}

export function LoadState({
  pending,
  loadingLabel,
  error,
  onRetry,
  retryLabel,
  retrying,
  empty,
  children,
}: LoadStateProps) {
  if (pending) return <RouteLoader label={loadingLabel} />;
  if (error !== undefined) {
    return (
      <ErrorNotice message={error} onRetry={onRetry} retryLabel={retryLabel} pending={retrying} />
    );
  }
  if (empty !== undefined) return <p className="empty-state">{empty}</p>;
  return <>{children}</>;
}
