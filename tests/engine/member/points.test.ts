import { describe, expect, it } from 'vitest';
import { convertedCents, convertProblem, formatPoints, maxRedeemQuantity } from '../../../engine';

describe('the points mall’s arithmetic', () => {
  it('shows points with the merchant’s decimals and the language’s marks', () => {
    expect(formatPoints(5000, 0, 'en')).toBe('5,000');
    expect(formatPoints(5000, 2, 'pt')).toBe('5.000,00');
  });

  it('converts points to whole cents, rounded down', () => {
    expect(convertedCents(1000, 100)).toBe(1000);
    expect(convertedCents(199, 100)).toBe(199);
    expect(convertedCents(10, 3)).toBe(333);
  });

  it('refuses a conversion below the minimum, beyond the points or not whole', () => {
    const limits = { minConvertPoints: 100, available: 500 };
    expect(convertProblem(99, limits)).toBe('belowMinimum');
    expect(convertProblem(501, limits)).toBe('notEnough');
    expect(convertProblem(1.5, limits)).toBe('notWhole');
    expect(convertProblem(0, limits)).toBe('notWhole');
    expect(convertProblem(500, limits)).toBeUndefined();
  });

  it('allows as many of a good as the points, the stock and the request limit allow', () => {
    expect(maxRedeemQuantity({ points: 500, stock: 1000 }, 1200)).toBe(2);
    expect(maxRedeemQuantity({ points: 500, stock: 1 }, 5000)).toBe(1);
    expect(maxRedeemQuantity({ points: 1, stock: 1000 }, 5000)).toBe(99);
    expect(maxRedeemQuantity({ points: 500, stock: 0 }, 5000)).toBe(0);
  });
});
