// The frame of an agent form: the fields, then what the gateway said (its error, or what was done)
// in a live region, so a screen reader hears it.
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  max-width: 28rem;
  p {
    margin: 0;
  }
  [role='alert'] {
    color: var(--skin-danger);
  }
`;

export function AgentForm({
  onSubmit,
  error,
  done,
  label,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error?: string;
  done?: string | false;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {error && <p role="alert">{error}</p>}
      {done && !error && <p role="status">{done}</p>}
    </Form>
  );
}
