// The home's winner board (spec 001 §2 Home, §9: at most 20, sorted by winAmount, scrolling 0.5 px a
// frame). It scrolls itself while the pointer is away and the player allows motion; the list is one
// list, never duplicated, so what assistive technology and tests read is the real board.
import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';

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
  ol {
    height: 18rem;
    margin: 0;
    padding: 0;
    overflow: hidden auto;
    list-style: none;
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
  winAmount: number;
  /** The amount as the player reads it. */
  amountText: string;
}

export interface WinnerBoardProps {
  title: string;
  emptyText: string;
  winners: readonly WinnerRow[];
  /** Pixels per animation frame. */
  scrollStep: number;
}

function useAutoScroll(list: RefObject<HTMLOListElement | null>, step: number, count: number) {
  useEffect(() => {
    const element = list.current;
    if (!element || count === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    let position = element.scrollTop;
    let frame = requestAnimationFrame(function tick() {
      if (!paused) {
        position = position + step >= element.scrollHeight - element.clientHeight ? 0 : position + step;
        element.scrollTop = position;
      }
      frame = requestAnimationFrame(tick);
    });
    const pause = () => (paused = true);
    const resume = () => {
      paused = false;
      position = element.scrollTop;
    };
    element.addEventListener('pointerenter', pause);
    element.addEventListener('pointerleave', resume);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('pointerenter', pause);
      element.removeEventListener('pointerleave', resume);
    };
  }, [list, step, count]);
}

export function WinnerBoard({ title, emptyText, winners, scrollStep }: WinnerBoardProps) {
  const list = useRef<HTMLOListElement>(null);
  useAutoScroll(list, scrollStep, winners.length);
  return (
    <Board aria-label={title}>
      <h2>{title}</h2>
      {winners.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ol ref={list}>
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
      )}
    </Board>
  );
}
