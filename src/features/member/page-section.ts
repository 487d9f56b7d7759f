// The frame of a page of its own outside the member centre (the points mall, promotions): a heading
// and its parts in one column, forms no wider than a phone.
import styled from 'styled-components';

export const PageSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  h1 {
    margin: 0;
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    max-width: 24rem;
  }
`;
