// Terms and their values (an account's details, a withdrawal's figures). Props in, markup out.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  dt {
    color: var(--skin-text-muted);
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface Fact {
  term: string;
  value: ReactNode;
  /** A stable hook for tests and styles, e.g. "withdrawable". */
  id?: string;
}

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map((fact) => (
        <div key={fact.term} style={{ display: 'contents' }}>
          <dt>{fact.term}</dt>
          <dd data-fact={fact.id}>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}
