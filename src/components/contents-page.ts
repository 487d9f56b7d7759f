// A page of text with a title and a row of links within it (the help centre's topics, the app
// guides' platforms): the frame both lay out the same way; each page styles its own body.
import styled from 'styled-components';

export const ContentsPage = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 60rem;
  padding: 1rem;
  h1 {
    margin: 0;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  nav a {
    display: inline-block;
    padding: 0.375rem 0;
  }
`;
