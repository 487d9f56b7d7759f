// The agent centre's clock (spec 001 §2): the local time with its GMT offset, updated every second.
import { useEffect, useState } from 'react';
import { agentClock } from '../../../engine';

function readClock(now: () => number): { offset: string; time: string } {
  const at = now();
  return agentClock(at, -new Date(at).getTimezoneOffset());
}

export function useAgentClock(now: () => number = Date.now): { offset: string; time: string } {
  const [clock, setClock] = useState(() => readClock(now));
  useEffect(() => {
    const timer = setInterval(() => setClock(readClock(now)), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return clock;
}
