// Where a launched game runs (spec 001 §2, §8): the popup's iframe can run the game but never
// navigate the site's window, and a game from the site's own origin gets no same-origin access; a
// game in a window of its own gets no opener, and a blocked popup is told apart.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GamePopup } from '../../../src/features/game-launch/game-popup';
import { openGameWindow } from '../../../src/features/game-launch/open-game-window';

const sandboxOf = (sameOrigin: boolean) => {
  const { container } = render(
    <GamePopup
      game={{ title: 'Fortune Tiger', url: 'https://games.example/play', sameOrigin }}
      close={() => undefined}
    />,
  );
  return (
    container.querySelector('iframe[title="Fortune Tiger"]')?.getAttribute('sandbox') ?? ''
  ).split(' ');
};

describe('the game popup', () => {
  it('lets the game run and never navigate the top window', () => {
    const sandbox = sandboxOf(false);
    expect(sandbox).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-popups']),
    );
    expect(sandbox.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
  });

  it('keeps a vouched CDN’s game on its own origin, and a game from the site’s origin off it', () => {
    expect(sandboxOf(false)).toContain('allow-same-origin');
    expect(sandboxOf(true)).not.toContain('allow-same-origin');
  });
});

describe('a game window', () => {
  it('opens without an opener', () => {
    const opened = { opener: {} as unknown };
    const open = vi.fn(() => opened as unknown as Window);
    expect(openGameWindow('https://games.example/play', open)).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://games.example/play', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('tells a blocked popup apart', () => {
    expect(openGameWindow('https://games.example/play', () => null)).toBe('blocked');
  });
});
