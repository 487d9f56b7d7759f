// When a lobby choice moves the URL (src/features/lobby/use-navigate-when-ready.ts): once its page
// is ready, or once the wait is over, whichever comes first; never for a choice a later one
// replaced, nor after the player navigated elsewhere or the lobby went. On fake timers.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHOICE_WAIT_MS,
  useNavigateWhenReady,
} from '../../../src/features/lobby/use-navigate-when-ready';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The hook under a memory router, with the router's navigate for the tests' own moves. */
function renderLobbyHook() {
  return renderHook(() => ({ when: useNavigateWhenReady(), navigate: useNavigate() }), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>,
  });
}

describe('a lobby choice', () => {
  it('moves as soon as its page is ready, before the wait is over', async () => {
    const { result } = renderLobbyHook();
    const page = deferred();
    const navigate = vi.fn();
    act(() => result.current.when(page.promise, navigate));
    await act(() => vi.advanceTimersByTimeAsync(CHOICE_WAIT_MS / 2));
    expect(navigate).not.toHaveBeenCalled();

    await act(async () => page.resolve());
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it(`moves after ${CHOICE_WAIT_MS} ms when its page is late, and not again when it comes`, async () => {
    const { result } = renderLobbyHook();
    const page = deferred();
    const navigate = vi.fn();
    act(() => result.current.when(page.promise, navigate));
    await act(() => vi.advanceTimersByTimeAsync(CHOICE_WAIT_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigate).toHaveBeenCalledTimes(1);

    await act(async () => page.resolve());
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not move when a later choice came before its page', async () => {
    const { result } = renderLobbyHook();
    const first = deferred();
    const second = deferred();
    const [navigateFirst, navigateSecond] = [vi.fn(), vi.fn()];
    act(() => result.current.when(first.promise, navigateFirst));
    act(() => result.current.when(second.promise, navigateSecond));
    await act(async () => first.resolve());
    await act(async () => second.resolve());
    await act(() => vi.advanceTimersByTimeAsync(CHOICE_WAIT_MS));
    expect(navigateFirst).not.toHaveBeenCalled();
    expect(navigateSecond).toHaveBeenCalledTimes(1);
  });

  it('does not move once the player has navigated elsewhere', async () => {
    const { result } = renderLobbyHook();
    const page = deferred();
    const navigate = vi.fn();
    act(() => result.current.when(page.promise, navigate));
    await act(() => result.current.navigate('/promotions'));
    await act(async () => page.resolve());
    await act(() => vi.advanceTimersByTimeAsync(CHOICE_WAIT_MS));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not move once the lobby has gone', async () => {
    const { result, unmount } = renderLobbyHook();
    const page = deferred();
    const navigate = vi.fn();
    act(() => result.current.when(page.promise, navigate));
    unmount();
    await act(async () => page.resolve());
    await act(() => vi.advanceTimersByTimeAsync(CHOICE_WAIT_MS));
    expect(navigate).not.toHaveBeenCalled();
  });
});
