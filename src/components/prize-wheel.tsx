// A prize wheel (spec 000 §1 rewards: the wheel animates to the server's outcome). The gateway
// picks the segment; the wheel only turns to it: a few whole turns, then the picked segment's
// middle under the pointer at the top. Players who ask for reduced motion see it there at once.
// `onStopped` tells the caller when the wheel has come to rest (at once without motion), so the
// prize and the new balance are revealed then, not while it still turns; a short celebration (a
// glow of the rim) follows, none under reduced motion. Props in, markup out.
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';

const TURNS = 5;

/** The rotation (degrees, clockwise) that stops segment `index` of `count` under the pointer. */
export function wheelRotation(index: number, count: number): number {
  const middle = ((index + 0.5) * 360) / count;
  return TURNS * 360 + (360 - middle);
}

const glow = keyframes`
  from { box-shadow: 0 0 0 0 var(--skin-accent); }
  to { box-shadow: 0 0 0 1.25rem transparent; }
`;

const Frame = styled.div`
  position: relative;
  width: min(16rem, 100%);
  aspect-ratio: 1;
  margin: 0 auto;
  .pointer {
    position: absolute;
    top: -0.25rem;
    left: 50%;
    z-index: 1;
    width: 0;
    height: 0;
    border: 0.75rem solid transparent;
    border-top: 1.25rem solid var(--skin-accent);
    transform: translateX(-50%);
  }
  .disc {
    position: absolute;
    inset: 0;
    overflow: hidden;
    border: 0.25rem solid var(--skin-border);
    border-radius: 50%;
    transition: transform 4s cubic-bezier(0.17, 0.67, 0.12, 1);
  }
  .segment {
    position: absolute;
    top: 50%;
    left: 50%;
    font-weight: 700;
    white-space: nowrap;
    color: var(--skin-text);
  }
  .segment:nth-child(odd) {
    color: var(--skin-on-primary);
  }
  &[data-won] .disc {
    animation: ${glow} 700ms ease-out 2;
  }
  @media (prefers-reduced-motion: reduce) {
    .disc,
    &[data-won] .disc {
      transition: none;
      animation: none;
    }
  }
`;

export interface PrizeWheelProps {
  /** Each segment's words, clockwise from the top. */
  segments: readonly string[];
  /** The segment the server picked; null before a draw. */
  stopAt: number | null;
  label: string;
  /** Called once the wheel rests on `stopAt`. */
  onStopped?: () => void;
}

export function PrizeWheel({ segments, stopAt, label, onStopped }: PrizeWheelProps) {
  const disc = useRef<HTMLDivElement>(null);
  const [rested, setRested] = useState<number | null>(null);
  useEffect(() => {
    const element = disc.current;
    if (stopAt === null || !element) return;
    const rest = () => {
      setRested(stopAt);
      onStopped?.();
    };
    // Without a transition (reduced motion) the wheel is there at once and no transitionend comes.
    if (parseFloat(getComputedStyle(element).transitionDuration) === 0) {
      rest();
      return;
    }
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'transform') rest();
    };
    element.addEventListener('transitionend', onEnd);
    return () => element.removeEventListener('transitionend', onEnd);
    // Only a new stop starts a new wait; the callback is read when it comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stopAt]);
  const count = segments.length;
  const step = 360 / count;
  const stops = segments
    .map(
      (_, index) =>
        `var(${index % 2 === 0 ? '--skin-primary' : '--skin-surface-raised'}) ${index * step}deg ${(index + 1) * step}deg`,
    )
    .join(', ');
  const rotation = stopAt === null ? 0 : wheelRotation(stopAt, count);
  return (
    <Frame
      role="img"
      aria-label={label}
      data-wheel-stop={stopAt ?? undefined}
      data-won={rested !== null && rested === stopAt ? '' : undefined}
    >
      <span className="pointer" aria-hidden="true" />
      <div
        ref={disc}
        className="disc"
        data-wheel-disc
        style={{ background: `conic-gradient(${stops})`, transform: `rotate(${rotation}deg)` }}
      >
        {segments.map((segment, index) => (
          <span
            key={index}
            className="segment"
            aria-hidden="true"
            style={{
              transform: `translate(-50%, -50%) rotate(${(index + 0.5) * step}deg) translateY(-5.5em)`,
            }}
          >
            {segment}
          </span>
        ))}
      </div>
    </Frame>
  );
}
