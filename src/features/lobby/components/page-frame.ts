// The frame of a lobby page: a single column of sections with the page's padding, tighter on a
// phone. minmax(0, …) keeps a carousel or a marquee from widening the column to its content.
import styled from 'styled-components';

export const PageFrame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--skin-space-4);
  padding: var(--skin-space-4);
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
  @media (max-width: 40rem) {
    gap: var(--skin-space-3);
    padding: var(--skin-space-3);
    h1 {
      font-size: 1.25rem;
    }
  }
`;

/** A column of sections inside a page (the home's tab panel). */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
