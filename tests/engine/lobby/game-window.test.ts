import { describe, expect, it } from 'vitest';
import { gameWindow, isVouchedOrigin } from '../../../engine';

const site = 'https://aurora.example';

describe('where a launched game opens', () => {
  it('frames a game whose origin the gateway vouches for', () => {
    expect(
      gameWindow('https://games.example/lgw/game-page/abc', ['https://games.example'], site),
    ).toEqual({
      kind: 'iframe',
      url: 'https://games.example/lgw/game-page/abc',
      origin: 'https://games.example',
      sameOrigin: false,
    });
  });

  it('says when the game comes from the site’s own origin', () => {
    expect(
      gameWindow(
        'http://127.0.0.1:4400/lgw/game-page/x',
        ['http://127.0.0.1:4400'],
        'http://127.0.0.1:4400',
      ),
    ).toMatchObject({ kind: 'iframe', sameOrigin: true });
  });

  it('reads bare hosts in launchGameCDNs as https', () => {
    expect(isVouchedOrigin('https://cdn.games.example', ['cdn.games.example'])).toBe(true);
    expect(isVouchedOrigin('http://cdn.games.example', ['cdn.games.example'])).toBe(false);
  });

  it('opens an https game from elsewhere in a window of its own', () => {
    expect(gameWindow('https://other.example/play', ['https://games.example'], site)).toEqual({
      kind: 'window',
      url: 'https://other.example/play',
    });
    expect(
      gameWindow('https://games.example.evil.example/x', ['https://games.example'], site).kind,
    ).toBe('window');
  });

  it('refuses anything else', () => {
    for (const url of [
      'http://other.example/play',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'https://u:p@games.example/x',
    ]) {
      expect(gameWindow(url, ['https://games.example'], site), url).toEqual({ kind: 'invalid' });
    }
  });
});
