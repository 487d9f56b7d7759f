// The home's winner board (spec 001 §2 Home, §9: at most 20, sorted by winAmount, scrolling 0.5 px
// a frame). The scroll is a CSS animation of the list inside a fixed window — the compositor moves
// it, so the board costs the page nothing while it runs — going down the list and back, pausing
// under the pointer or focus. Players who ask for less motion get a still, scrollable list. The
// list is one list, never duplicated, so what assistive technology and tests read is the real
// board.
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';

const roll = keyframes`
  to { transform: translateY(calc(-1 * var(--roll-distance))); }
`;

/** About the board's height (its window, title and padding): its place until it is drawn. */
export const WINNER_BOARD_HEIGHT = '22rem';

const Board = styled.section`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  .window {
    height: 18rem;
    overflow: hidden;
    border-radius: var(--skin-radius);
  }
  .window:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    animation: ${roll} var(--roll-duration) linear infinite alternate;
  }
  .window:hover ol,
  .window:focus-within ol {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    .window {
      overflow-y: auto;
    }
    ol {
      animation: none;
    }
  }
  li {
    display: grid;
    grid-template-columns: 2.5rem 1fr auto;
    gap: 0.75rem;
    align-items: center;
    padding: 0.4rem 0;
    border-bottom: 1px solid var(--skin-border);
  }
  img {
    width: 2.5rem;
    height: 2.5rem;
    border-radius: var(--skin-radius);
  }
  small {
    display: block;
    color: var(--skin-text-muted);
  }
  data {
    font-weight: 700;
    color: var(--skin-success);
  }
`;

export interface WinnerRow {
  key: string;
  iconUrl: string;
  gameName: string;
  customerName: string;
  /** The amount as the gateway sent it (a money string). */
  winAmount: string;
  /** The amount as the player reads it. */
  amountText: string;
}

export interface WinnerBoardProps {
  title: string;
  emptyText: string;
  winners: readonly WinnerRow[];
  /** Pixels per animation frame (at 60 frames a second). */
  scrollStep: number;
}

/**
 * How far the list overflows its window. A ResizeObserver reports it after the browser's own layout,
 * so measuring never forces a layout of the whole home (a layout effect reading scrollHeight did, on
 * every new list); it reports again only when a size really changes.
 */
function useOverflow(
  frame: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  shown: boolean,
) {
  const [distance, setDistance] = useState(0);
  useEffect(() => {
    const frameElement = frame.current;
    const listElement = list.current;
    if (!frameElement || !listElement || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setDistance(Math.max(0, listElement.offsetHeight - frameElement.clientHeight)),
    );
    observer.observe(frameElement);
    observer.observe(listElement);
    return () => observer.disconnect();
  }, [frame, list, shown]);
  return distance;
}

export function WinnerBoard({ title, emptyText, winners, scrollStep }: WinnerBoardProps) {
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const distance = useOverflow(frame, list, winners.length > 0);
  const roll = {
    '--roll-distance': `${distance}px`,
    '--roll-duration': `${Math.max(1, distance / (scrollStep * 60))}s`,
  } as CSSProperties;
  return (
    <Board aria-label={title}>
      <h2>{title}</h2>
      {winners.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        // Focusable: a keyboard player pauses the roll (focus-within) or, with less motion, scrolls
        // it.
        <div className="window" ref={frame} tabIndex={0} role="group" aria-label={title}>
          <ol ref={list} style={distance > 0 ? roll : { animation: 'none' }}>
            {winners.map((winner) => (
              <li key={winner.key}>
                <img src={winner.iconUrl} alt="" width={40} height={40} loading="lazy" />
                <span>
                  {winner.customerName}
                  <small>{winner.gameName}</small>
                </span>
                <data value={winner.winAmount}>{winner.amountText}</data>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Board>
  );
}
