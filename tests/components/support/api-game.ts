// A game as the gateway's lists give it (engine ApiGame), for component tests: a plain slot unless
// the test says otherwise.
import type { ApiGame } from '../../../engine';

export const apiGame = (
  nodeId: number,
  name: string,
  overrides: Partial<ApiGame> = {},
): ApiGame => ({
  nodeId,
  gameName: name,
  displayName: name,
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PT',
  isGame: 'GAME',
  isHot: 0,
  supportPlay: 1,
  gameClassify: 'SLOT',
  iconUrl: '',
  lagerIcon: '',
  isNew: false,
  ...overrides,
});
