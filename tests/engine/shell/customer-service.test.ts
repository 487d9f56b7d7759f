import { describe, expect, it } from 'vitest';
import { SERVICE_WINDOW, serviceWindowFeatures } from '../../../engine';

describe('the customer-service window', () => {
  it('is 440×750', () => {
    expect(SERVICE_WINDOW).toEqual({ width: 440, height: 750 });
    expect(serviceWindowFeatures()).toBe('popup=yes,width=440,height=750');
  });

  it('is centred when the screen is known, never off its top-left edge', () => {
    expect(serviceWindowFeatures({ width: 1440, height: 900 })).toBe(
      'popup=yes,width=440,height=750,left=500,top=75',
    );
    expect(serviceWindowFeatures({ width: 375, height: 667 })).toBe(
      'popup=yes,width=440,height=750,left=0,top=0',
    );
  });
});
