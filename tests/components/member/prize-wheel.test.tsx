// The prize wheel reveals its outcome only once it has stopped: the caller hears of it at the end
// of the disc's turn, not when the gateway's answer arrives, and the wheel then celebrates.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrizeWheel } from '../../../src/components/prize-wheel';

const segments = ['1', '2', '5', '10'];

function endTurn(disc: Element, propertyName = 'transform') {
  const event = new Event('transitionend', { bubbles: true });
  Object.assign(event, { propertyName });
  act(() => {
    disc.dispatchEvent(event);
  });
}

describe('the prize wheel', () => {
  it('tells the caller it stopped when its turn ends, and only then celebrates', () => {
    const onStopped = vi.fn();
    const { rerender } = render(
      <PrizeWheel label="Wheel" segments={segments} stopAt={null} onStopped={onStopped} />,
    );
    rerender(<PrizeWheel label="Wheel" segments={segments} stopAt={2} onStopped={onStopped} />);
    const wheel = screen.getByRole('img', { name: 'Wheel' });
    const disc = wheel.querySelector('[data-wheel-disc]')!;
    expect(onStopped).not.toHaveBeenCalled();
    expect(wheel.hasAttribute('data-won')).toBe(false);
    endTurn(disc, 'background-color');
    expect(onStopped).not.toHaveBeenCalled();
    endTurn(disc);
    expect(onStopped).toHaveBeenCalledOnce();
    expect(wheel.hasAttribute('data-won')).toBe(true);
  });
});
