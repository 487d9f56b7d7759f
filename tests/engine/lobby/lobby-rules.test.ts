import { describe, expect, it } from 'vitest';
import { launchDecision, lotteryPrizeMode, prizeMode, topWinners } from '../../../engine';

describe('the winner board', () => {
  it('sorts by winAmount, largest first, and keeps 20', () => {
    const list = Array.from({ length: 30 }, (_, index) => ({
      customerName: `p${index}`,
      winAmount: `${(index * 37) % 101}.${index % 10}0`,
    }));
    const top = topWinners(list);
    expect(top).toHaveLength(20);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(top.map((winner) => winner.winAmount)).toEqual(
      [...list.map((winner) => winner.winAmount)].sort((a, b) => cents(b) - cents(a)).slice(0, 20),
    );
    // Compared as amounts, not as text: 100.00 outranks 99.90.
    expect(topWinners([{ winAmount: '99.90' }, { winAmount: '100.00' }])[0].winAmount).toBe(
      '100.00',
    );
  });

  it('keeps the gateway’s order between equal amounts and leaves the list alone', () => {
    const list = [
      { id: 'a', winAmount: '5.00' },
      { id: 'b', winAmount: '9.00' },
      { id: 'c', winAmount: '5.00' },
    ];
    expect(topWinners(list).map((winner) => winner.id)).toEqual(['b', 'a', 'c']);
    expect(list.map((winner) => winner.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the prize mode', () => {
  it('is ELOTT when the ELOTT vendors include TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode(['GW', 'TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeMode(['LOTT'])).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeMode([])).toBe('LOTT');
    expect(prizeMode(['TCG_LOTTO', 'GW'])).toBe('LOTT');
  });

  it('is SEA on /seaLottery', () => {
    expect(lotteryPrizeMode('seaLottery', ['TCG_LOTTO_VN'])).toBe('SEA');
    expect(lotteryPrizeMode('lottery', ['TCG_LOTTO_VN'])).toBe('ELOTT');
  });
});

describe('opening a game', () => {
  const game = { isGame: 'GAME' };
  const lobby = { isGame: 'VASSALAGE' };

  it('asks a visitor to log in', () => {
    expect(launchDecision(game, { loggedIn: false, trial: false })).toBe('login');
    expect(launchDecision(lobby, { loggedIn: false, trial: false })).toBe('login');
  });

  it('tells a trial account it needs a real one, even on a VASSALAGE lobby', () => {
    expect(launchDecision(game, { loggedIn: true, trial: true })).toBe('trialNotice');
    expect(launchDecision(lobby, { loggedIn: true, trial: true })).toBe('trialNotice');
  });

  it('lists the sub-games of a VASSALAGE game', () => {
    expect(launchDecision(lobby, { loggedIn: true, trial: false })).toBe('subGames');
  });

  it('launches any other game', () => {
    expect(launchDecision(game, { loggedIn: true, trial: false })).toBe('launch');
    expect(launchDecision({}, { loggedIn: true, trial: false })).toBe('launch');
  });
});
