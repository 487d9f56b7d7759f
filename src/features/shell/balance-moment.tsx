// A claim's credit arriving in the header's balance (./header-balance.tsx plays it; the claim
// reports it through ../session/credit-moment.ts): the amount, as a chip, flies from what the
// player pressed to the balance, then the balance counts from the figure it showed to the
// gateway's new one (engine countUpFigures: display only, ending on the gateway's string). Paced
// by the `--skin-motion-moment` token: the flight takes it, and so does the count. A CSS animation
// and a timer, never a loop of animation frames. Its own lazy chunk: a page that credits nothing
// never fetches it; the header does not render it under reduced motion.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { countUpFigures } from '../../../engine';
import type { CreditMoment } from '../session/credit-moment';

/** The figures the count shows: enough to read as counting, few enough not to redraw much. */
const COUNT_STEPS = 14;

/** When the token cannot be read (no theme on the page): the token's own default. */
const FALLBACK_MS = 700;

const fly = keyframes`
  from {
    opacity: 1;
    transform: translate(-50%, -50%) scale(1);
  }
  to {
    opacity: 0.25;
    transform: translate(calc(-50% + var(--dx)), calc(-50% + var(--dy))) scale(0.5);
  }
`;

const Chip = styled.span`
  position: fixed;
  z-index: 60;
  padding: 0.25rem 0.75rem;
  color: var(--skin-on-primary);
  background: var(--skin-primary);
  border-radius: var(--skin-button-radius);
  box-shadow: var(--skin-shadow-2);
  font-weight: var(--skin-font-weight-strong);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  pointer-events: none;
  visibility: hidden;
  &[data-flying] {
    visibility: visible;
    animation: ${fly} var(--skin-motion-moment, 700ms) ease-in forwards;
  }
`;

/** The token's duration in milliseconds ("700ms", "0.7s"). */
function momentDuration(): number {
  const text = getComputedStyle(document.documentElement)
    .getPropertyValue('--skin-motion-moment')
    .trim();
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(text);
  if (!match) return FALLBACK_MS;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

export interface BalanceMomentProps {
  moment: CreditMoment;
  /** The balance's figure in the header: where the chip lands. */
  target: RefObject<HTMLElement | null>;
  /** The credited amount as the chip shows it ("+ R$ 10,00"). */
  chipText: string;
  /** Each figure of the count, the last the gateway's balance. */
  onFigure: (figure: string) => void;
  /** The chip has landed and the count has ended. */
  onDone: () => void;
}

export function BalanceMoment({ moment, target, chipText, onFigure, onDone }: BalanceMomentProps) {
  const chipRef = useRef<HTMLSpanElement>(null);
  const [landed, setLanded] = useState(false);
  const latest = useRef({ onFigure, onDone });
  useLayoutEffect(() => {
    latest.current = { onFigure, onDone };
  });

  // Where the balance is, read before the chip is drawn, is written on the chip itself (a chip
  // with no origin rises from below it). Landed when the animation ends, or when it should have
  // (a hidden tab runs none; with no balance on screen there is no flight, only the count).
  useLayoutEffect(() => {
    const timer = window.setTimeout(() => setLanded(true), momentDuration() + 250);
    const box = target.current?.getBoundingClientRect();
    const chip = chipRef.current;
    if (box && chip) {
      const to = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const from = moment.origin ?? { x: to.x, y: to.y + 96 };
      chip.style.left = `${from.x}px`;
      chip.style.top = `${from.y}px`;
      chip.style.setProperty('--dx', `${to.x - from.x}px`);
      chip.style.setProperty('--dy', `${to.y - from.y}px`);
      chip.dataset.flying = '';
    }
    return () => window.clearTimeout(timer);
  }, [moment, target]);

  useEffect(() => {
    if (!landed) return;
    const { from, to } = moment;
    if (from === null) {
      latest.current.onDone();
      return;
    }
    const figures = countUpFigures(from, to, COUNT_STEPS);
    let shown = 0;
    const timer = window.setInterval(() => {
      latest.current.onFigure(figures[shown]!);
      shown += 1;
      if (shown === figures.length) {
        window.clearInterval(timer);
        latest.current.onDone();
      }
    }, momentDuration() / COUNT_STEPS);
    return () => window.clearInterval(timer);
  }, [landed, moment]);

  if (landed) return null;
  return createPortal(
    <Chip
      ref={chipRef}
      aria-hidden="true"
      data-credit-moment=""
      onAnimationEnd={() => setLanded(true)}
    >
      {chipText}
    </Chip>,
    document.body,
  );
}
