// What waits for the live page (src/lib/browser/after-first-paint.ts: the marquee's read, the
// jackpot's ticker, the winner board, the socket, the announcements) starts once boot has drawn its
// decision and the browser is idle, not before, each in an idle moment of its own.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdUntilPageLive,
  markPageLive,
  useAfterFirstPaint,
} from '../../src/lib/browser/after-first-paint';

function Widget({ name }: { name: string }) {
  return <p>{`${name} ${useAfterFirstPaint() ? 'started' : 'waiting'}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what waits for the live page', () => {
  it('waits while boot has not decided, then starts in idle moments of its own', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    holdUntilPageLive();
    render(
      <>
        <Widget name="marquee" />
        <Widget name="jackpot" />
      </>,
    );
    expect(idle).toHaveLength(0);
    expect(screen.getByText('marquee waiting')).toBeVisible();

    await act(async () => markPageLive());
    expect(idle).toHaveLength(2);
    expect(screen.getByText('marquee waiting')).toBeVisible();

    await act(async () => idle[0]!());
    expect(screen.getByText('marquee started')).toBeVisible();
    expect(screen.getByText('jackpot waiting')).toBeVisible();
    await act(async () => idle[1]!());
    expect(screen.getByText('jackpot started')).toBeVisible();
  });
});
