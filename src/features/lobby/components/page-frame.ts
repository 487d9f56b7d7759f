// The frame of a lobby page: a single column of sections with the page's padding, tighter on a
// phone. minmax(0, …) keeps a carousel or a marquee from widening the column to its content.
import styled from 'styled-components';

export const PageFrame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
  @media (max-width: 40rem) {
    gap: 0.75rem;
    padding: 0.75rem;
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
