import { describe, expect, it } from 'vitest';
import { VIP_LEVELS, vipLabel, vipMonth, vipStanding } from '../../../engine';

describe('VIP levels from valid bets', () => {
  it('is no VIP below the first threshold and says what is missing', () => {
    expect(vipStanding(199_999)).toEqual({
      level: 0,
      label: '',
      validBet: 199_999,
      next: { level: 1, threshold: 200_000, remaining: 1 },
    });
  });

  it('reaches a level at its threshold exactly', () => {
    expect(vipStanding(200_000)).toMatchObject({
      level: 1,
      label: 'Bronze',
      next: { level: 2, threshold: 1_000_000, remaining: 800_000 },
    });
    expect(vipStanding(10_000_000).level).toBe(4);
    expect(vipStanding(10_000_000).label).toBe('Gold');
  });

  it('keeps a level the operator granted above what the valid bet reaches', () => {
    expect(vipStanding(0, 5)).toMatchObject({
      level: 5,
      label: 'Gold',
      next: { level: 6, threshold: 50_000_000, remaining: 50_000_000 },
    });
    expect(vipStanding(10_000_000, 2).level).toBe(4);
  });

  it('has no next level at the top', () => {
    expect(vipStanding(900_000_000)).toMatchObject({ level: 8, label: 'Diamond', next: null });
    expect(vipStanding(0, 12)).toMatchObject({ level: 8, next: null });
  });

  it('refuses a valid bet that is not whole cents', () => {
    expect(() => vipStanding(12.5)).toThrow(
      'vipStanding: validBet must be whole cents ≥ 0 (got 12.5)',
    );
    expect(() => vipStanding(-1)).toThrow('vipStanding: validBet must be whole cents ≥ 0 (got -1)');
  });

  it('orders its ladder by threshold with growing bonuses', () => {
    for (const [index, level] of VIP_LEVELS.entries()) {
      expect(level.level).toBe(index + 1);
      if (index === 0) continue;
      const below = VIP_LEVELS[index - 1];
      expect(level.threshold).toBeGreaterThan(below.threshold);
      expect(level.levelUpBonus).toBeGreaterThan(below.levelUpBonus);
      expect(level.monthlyBonus).toBeGreaterThan(below.monthlyBonus);
    }
  });

  it('labels levels and names the GMT month of the monthly bonus', () => {
    expect([vipLabel(0), vipLabel(3), vipLabel(4), vipLabel(7), vipLabel(20)]).toEqual([
      '',
      'Bronze',
      'Gold',
      'Diamond',
      'Diamond',
    ]);
    expect(vipMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(vipMonth(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
  });
});
