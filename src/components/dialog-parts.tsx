// The message and button row that AlertDialog and ConfirmDialog share, also usable inside any modal
// body.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type DialogTone = 'info' | 'success' | 'warning';

const Message = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  margin: 0.5rem 0 1.25rem;
  p {
    margin: 0;
  }
`;

const Icon = styled.svg<{ $tone: DialogTone }>`
  flex: none;
  width: 2rem;
  height: 2rem;
  color: ${({ $tone }) => ($tone === 'warning' ? 'var(--skin-warning)' : $tone === 'success' ? 'var(--skin-success)' : 'var(--skin-primary)')};
`;

/** The mark inside the disc: "!", a tick, or "i". */
const MARKS: Record<DialogTone, string> = {
  warning: 'M14.5 8h3l-.5 11h-2zM16 21.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z',
  success: 'M9 16.5l2-2 3.5 3.5 7.5-7.5 2 2-9.5 9.5z',
  info: 'M14.5 13h3v11h-3zM16 7.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z',
};

export function DialogMessage({
  id,
  tone,
  children,
}: {
  id?: string;
  tone?: DialogTone;
  children: ReactNode;
}) {
  return (
    <Message id={id}>
      {/* Spec 000 §8: a failed SMS send shows "a warning icon" beside the server's message. */}
      {tone && (
        <Icon $tone={tone} viewBox="0 0 32 32" aria-hidden="true" data-tone={tone}>
          <circle cx="16" cy="16" r="16" fill="currentColor" />
          <path d={MARKS[tone]} fill="var(--skin-surface)" />
        </Icon>
      )}
      <div>{typeof children === 'string' ? <p>{children}</p> : children}</div>
    </Message>
  );
}

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;
