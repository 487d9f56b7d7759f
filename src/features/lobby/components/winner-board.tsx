// The home's winner board (spec 001 §2 Home, §9: at most 20, sorted by winAmount, scrolling 0.5 px
// a frame), drawn as a ticker: one line of winners that runs from the right edge to the left and
// starts again, pausing under the pointer or focus. The run is a CSS animation of the list inside a
// fixed window — the compositor moves it, so the ticker costs the page nothing while it runs — and
// its length is the list's measured width, so every winner passes at the spec's speed. Its first
// run starts a window's width in, with the first winner at the left edge rather than an empty line
// (a negative delay), and every later run comes in from the right edge. Players who
// ask for less motion get a still line they scroll themselves. The list is one list, never
// duplicated, so what assistive technology and tests read is the real board. The board is as tall
// with or without its list (WINNER_BOARD_HEIGHT holds its place), so nothing below it moves.
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';

const run = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** The board's height (its padding, title and one line): its place until it is drawn. */
export const WINNER_BOARD_HEIGHT = '7rem';

const Board = styled.section`
  display: grid;
  grid-template-rows: 1.5rem 3rem;
  gap: 0.5rem;
  box-sizing: border-box;
  height: ${WINNER_BOARD_HEIGHT};
  padding: 1rem;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  h2,
  p {
    margin: 0;
    font-size: 1rem;
    line-height: 1.5rem;
  }
  .window {
    overflow: hidden;
    border-radius: var(--skin-radius);
  }
  .window:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
  ol {
    display: flex;
    width: max-content;
    height: 100%;
    margin: 0;
    /* It comes in from the right edge: the window's width (100% of it) before the first winner. */
    padding: 0 0 0 100%;
    list-style: none;
    animation: ${run} var(--ticker-duration) linear var(--ticker-delay) infinite;
  }
  .window:hover ol,
  .window:focus-within ol {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    .window {
      overflow-x: auto;
      scrollbar-width: thin;
    }
    ol {
      padding-left: 0;
      animation: none;
    }
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding-inline: 1rem;
    white-space: nowrap;
    border-inline-start: 1px solid var(--skin-border);
  }
  li:first-child {
    border-inline-start: none;
  }
  img {
    width: 2rem;
    height: 2rem;
    border-radius: var(--skin-radius);
  }
  small {
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
 * How wide the running list is (its lead-in included) and its lead-in (the window's width). A ResizeObserver reports them
 * after the browser's own layout, so measuring never forces a layout of the whole home; it reports
 * again only when a size really changes.
 */
function useRunLength(
  frame: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  shown: boolean,
) {
  const [sizes, setSizes] = useState({ length: 0, lead: 0 });
  useEffect(() => {
    const [frameElement, listElement] = [frame.current, list.current];
    if (!frameElement || !listElement || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setSizes({ length: listElement.offsetWidth, lead: frameElement.clientWidth }),
    );
    observer.observe(frameElement);
    observer.observe(listElement);
    return () => observer.disconnect();
  }, [frame, list, shown]);
  return sizes;
}

export function WinnerBoard({ title, emptyText, winners, scrollStep }: WinnerBoardProps) {
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { length, lead } = useRunLength(frame, list, winners.length > 0);
  const pixelsPerSecond = scrollStep * 60;
  const ticker = {
    '--ticker-duration': `${Math.max(1, length / pixelsPerSecond)}s`,
    '--ticker-delay': `${-lead / pixelsPerSecond}s`,
  } as CSSProperties;
  return (
    <Board aria-label={title}>
      <h2>{title}</h2>
      {winners.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        // Focusable: a keyboard player pauses the ticker (focus-within) or, with less motion,
        // scrolls it.
        <div className="window" ref={frame} tabIndex={0} role="group" aria-label={title}>
          <ol ref={list} style={length > 0 ? ticker : { animation: 'none' }}>
            {winners.map((winner) => (
              <li key={winner.key}>
                <img src={winner.iconUrl} alt="" width={32} height={32} loading="lazy" />
                <span>
                  {winner.customerName} <small>{winner.gameName}</small>
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
