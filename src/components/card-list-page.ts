// A page of cards (the blog's articles, the player's past feedback): a readable column, a list
// without bullets, each card on the surface colour. Tokens only.
import styled from 'styled-components';

export const CardListPage = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 60rem;
  padding: 1rem;
  h1,
  h2 {
    margin: 0;
  }
  ol {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  article {
    display: grid;
    gap: 0.375rem;
    padding: 1rem;
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  article p {
    margin: 0;
  }
  time,
  .meta {
    color: var(--skin-text-muted);
    font-size: 0.875rem;
  }
`;
