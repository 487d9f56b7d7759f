// A home section (spec 001 §2 Home): its title, a 'more' link to the whole list, and its row.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

export interface SectionRowProps {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

export function SectionRow({ title, more, children }: SectionRowProps) {
  return (
    <Section aria-label={title}>
      <header>
        <h2>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </header>
      {children}
    </Section>
  );
}
