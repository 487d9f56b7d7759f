// A list laid out as a rail: one row of equal tiles that scrolls sideways inside its own box (the
// home's sections, as the big lobbies draw them), or two rows of them on a phone, so its first
// screen holds a handful of games under the hero. It clips only sideways (scroll-row.ts), so the
// page itself never scrolls sideways and a tile out of view is reached by scrolling the rail. What
// a tile looks like is the caller's, as with tileGrid.
import styled, { css } from 'styled-components';
import { scrollRow } from './scroll-row';

export const tileRail = (tileWidth: string, phoneRows: 1 | 2 = 1) => styled.ul`
  ${scrollRow}
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${tileWidth};
  gap: var(--skin-space-2);
  margin: 0;
  padding: 0 0 var(--skin-space-1);
  list-style: none;
  scroll-snap-type: x proximity;
  > li {
    scroll-snap-align: start;
  }
  ${
    phoneRows === 2 &&
    css`
      @media (max-width: 40rem) {
        grid-template-rows: repeat(2, auto);
      }
    `
  }
`;
