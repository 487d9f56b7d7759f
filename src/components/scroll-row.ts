// A row of links or chips that scrolls sideways inside its own box (the game menu, and on a phone
// the member and agent menus): it clips only sideways, so the page itself never scrolls sideways,
// and the current entry is brought into the row's view when it changes, so a phone shows where the
// player is without a swipe.
import { useEffect, type RefObject } from 'react';
import { css } from 'styled-components';

export const scrollRow = css`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  > * {
    flex: none;
  }
`;

/**
 * Scrolls the row so its entry marked current (`[aria-current]` or `[aria-selected="true"]`) is
 * in view, after the render that marks it. Only the row moves: a row already showing its current
 * entry is left as it is, and the page is never scrolled.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, current: unknown): void {
  useEffect(() => {
    const element = row.current;
    const entry = element?.querySelector<HTMLElement>(
      '[aria-current]:not([aria-current="false"]), [aria-selected="true"]',
    );
    if (!element || !entry || element.scrollWidth <= element.clientWidth) return;
    const box = element.getBoundingClientRect();
    const { left, width } = entry.getBoundingClientRect();
    if (left >= box.left && left + width <= box.left + element.clientWidth) return;
    element.scrollBy({ left: left - box.left - (element.clientWidth - width) / 2 });
  }, [row, current]);
}
