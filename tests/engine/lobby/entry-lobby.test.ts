import { describe, expect, it } from 'vitest';
import { entryLobbyRequest, GAME_PAGE_SIZE } from '../../../engine';

const query = (search: string) => new URLSearchParams(search);

describe('entryLobbyRequest (a category lobby as the page a visit opens on)', () => {
  it('asks for the first page of a category game list, as the lobby itself does', () => {
    expect(entryLobbyRequest('/rng', query(''))).toEqual({
      action: 'gamesList',
      payload: { pageNo: 1, pageSize: GAME_PAGE_SIZE, gameType: 'RNG' },
    });
  });

  it('keeps the vendor, classification, search and page the address holds', () => {
    expect(
      entryLobbyRequest('/live', query('?vassalage=EVO&classify=ROULETTE&q=speed&page=3')),
    ).toEqual({
      action: 'gamesList',
      payload: {
        pageNo: 3,
        pageSize: GAME_PAGE_SIZE,
        gameType: 'LIVE',
        vassalage: 'EVO',
        gameClassify: 'ROULETTE',
        gameName: 'speed',
      },
    });
  });

  it('asks for nothing on the home, a game centre or any other page', () => {
    expect(entryLobbyRequest('/', query(''))).toBeNull();
    expect(entryLobbyRequest('/sports', query(''))).toBeNull();
    expect(entryLobbyRequest('/favorite', query(''))).toBeNull();
    expect(entryLobbyRequest('/rng/extra', query(''))).toBeNull();
  });
});
