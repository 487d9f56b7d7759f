// The balance's count-up after a claim (engine/money/count-up.ts): figures for display only, in
// cents, eased out, ending exactly on the gateway's string.
import { describe, expect, it } from 'vitest';
import { countUpFigures } from '../../engine';

describe('countUpFigures', () => {
  it('counts from the balance before to the gateway’s answer, eased out, in whole cents', () => {
    expect(countUpFigures('10.00', '15.00', 4)).toEqual(['12.89', '14.38', '14.92', '15.00']);
  });

  it('ends on the gateway’s own string, whatever the steps', () => {
    for (const steps of [1, 2, 7, 30]) {
      const figures = countUpFigures('0.00', '1234567.89', steps);
      expect(figures).toHaveLength(steps);
      expect(figures.at(-1)).toBe('1234567.89');
    }
  });

  it('never passes the figure it counts to, and never goes back', () => {
    const figures = countUpFigures('0.10', '0.30', 12).map(Number);
    for (const [index, figure] of figures.entries()) {
      expect(figure).toBeLessThanOrEqual(0.3);
      if (index > 0) expect(figure).toBeGreaterThanOrEqual(figures[index - 1]!);
    }
  });

  it('counts down as well (a balance the gateway lowered meanwhile)', () => {
    expect(countUpFigures('5.00', '3.00', 2)).toEqual(['3.25', '3.00']);
  });

  it('refuses what is not money or steps that are not a count, saying what came', () => {
    expect(() => countUpFigures('10', '15.00', 3)).toThrow(
      'moneyCents: "10" is not a money string such as 1500.00',
    );
    expect(() => countUpFigures('10.00', '15.00', 0)).toThrow(
      'countUpFigures: steps must be a whole number above 0 (got 0)',
    );
  });
});
