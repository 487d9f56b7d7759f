// The contract settlement rules (engine/agent): GMT periods per kind, their names on the records,
// and what a period earns, at the edges the gateway's fixtures do not reach.
import { describe, expect, it } from 'vitest';
import { periodLabel, periodStart, settlementAmount, type PeriodFigures } from '../../../engine';

const at = (iso: string) => Date.parse(iso);
const figures = (over: Partial<PeriodFigures> = {}): PeriodFigures => ({
  validBet: 0,
  activeMembers: 0,
  netLoss: 0,
  winningBet: 0,
  losingAmount: 0,
  ...over,
});

describe('settlement periods', () => {
  it('starts each kind’s period on its GMT boundary', () => {
    const moment = at('2026-11-26T13:47:59.999Z'); // a Thursday
    expect(new Date(periodStart('realtimeSalary', moment)).toISOString()).toBe(
      '2026-11-26T13:45:00.000Z',
    );
    expect(new Date(periodStart('hourlySalary', moment)).toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    expect(new Date(periodStart('dailySalary', moment)).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(new Date(periodStart('dividend', moment)).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('names a period by its day, hour or five minutes', () => {
    const start = at('2026-11-23T07:05:00Z');
    expect(periodLabel('dividend', start)).toBe('2026-11-23');
    expect(periodLabel('dailySalary', start)).toBe('2026-11-23');
    expect(periodLabel('hourlySalary', start)).toBe('2026-11-23 07:00');
    expect(periodLabel('realtimeSalary', start)).toBe('2026-11-23 07:05');
  });
});

describe('what a period earns', () => {
  it('pays nothing while a minimum is not reached, and the rate once it is', () => {
    const terms = { minActiveMembers: 2, minBetAmount: '100.00' };
    expect(
      settlementAmount('dailySalary', '1.5', terms, figures({ validBet: 9999, activeMembers: 5 })),
    ).toEqual({ met: false, base: 9999, amount: 0 });
    expect(
      settlementAmount('dailySalary', '1.5', terms, figures({ validBet: 10000, activeMembers: 1 })),
    ).toEqual({ met: false, base: 10000, amount: 0 });
    expect(
      settlementAmount('dailySalary', '1.5', terms, figures({ validBet: 10000, activeMembers: 2 })),
    ).toEqual({ met: true, base: 10000, amount: 150 });
  });

  it('gives no dividend for a period the team won', () => {
    expect(
      settlementAmount('dividend', '30', {}, figures({ validBet: 5000, netLoss: -2500 })),
    ).toEqual({ met: true, base: 0, amount: 0 });
  });

  it('adds the won and lost parts of a real-time salary, each rounded half away from zero', () => {
    // 0.8 % of 0.63 = 0.504 cents → 1; 0.5 % of 1.00 = 0.5 cents → 1
    expect(
      settlementAmount(
        'realtimeSalary',
        '0.8',
        { lossRate: '0.50', singleBetAmount: '10.00' },
        figures({ winningBet: 63, losingAmount: 100 }),
      ),
    ).toEqual({ met: true, base: 163, amount: 2 });
  });
});
