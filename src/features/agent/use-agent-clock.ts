// The agent centre's clock (spec 001 §2): the local time with its GMT offset, turning at each
// whole second. Each turn is timed to the next second of the clock itself rather than a second
// after the last, so the clock is never up to a second late, however late it was first drawn.
import { useEffect, useState } from 'react';
import { agentClock } from '../../../engine';

const SECOND_MS = 1000;

function readClock(now: () => number): { offset: string; time: string } {
  const at = now();
  return agentClock(at, -new Date(at).getTimezoneOffset());
}

export function useAgentClock(now: () => number = Date.now): { offset: string; time: string } {
  const [clock, setClock] = useState(() => readClock(now));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const turn = () => {
      setClock(readClock(now));
      timer = setTimeout(turn, SECOND_MS - (now() % SECOND_MS));
    };
    timer = setTimeout(turn, SECOND_MS - (now() % SECOND_MS));
    return () => clearTimeout(timer);
  }, [now]);
  return clock;
}
