// The agent centre's clock (spec 001 §2) turns at each whole second of the local time, not a second
// after the page happened to draw it: a clock drawn at 12:00:00.700 reads 12:00:01 at 12:00:01.000.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAgentClock } from '../../../src/features/agent/use-agent-clock';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date(2030, 0, 1, 12, 0, 0, 700));
});
afterEach(() => vi.useRealTimers());

describe('the agent clock', () => {
  it('turns at each whole second', () => {
    const { result } = renderHook(() => useAgentClock());
    expect(result.current.time).toMatch(/12:00:00$/);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.time).toMatch(/12:00:00$/);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.time).toMatch(/12:00:01$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.time).toMatch(/12:00:02$/);
  });
});
