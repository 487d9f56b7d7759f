// A list laid out as a grid of equal tiles that wraps to the screen (as many columns of at least
// `minTile` as fit, or one as wide as the list where not even one fits): game cards, vendor
// tiles, sub-games, lottery games. What a tile looks like is the caller's
// (styled(tileGrid('10rem'))`li { … }`).
import styled from 'styled-components';

export const tileGrid = (minTile: string) => styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${minTile}, 100%), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
