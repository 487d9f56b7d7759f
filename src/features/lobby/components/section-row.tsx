// A home section (spec 001 §2 Home): its title, a 'more' link to the whole list, and its row.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** About a row's height: the place it keeps while it is not drawn (../home-sections.tsx). */
export const SECTION_ROW_HEIGHT = '14rem';

// Most rows start below the fold of a phone: the browser skips their layout and paint until they
// come near the screen, and keeps the last size it drew (the estimate holds their place until
// then), so the home's first layouts are of what a player sees.
const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  content-visibility: auto;
  contain-intrinsic-size: auto ${SECTION_ROW_HEIGHT};
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
