import { describe, expect, it } from 'vitest';
import {
  directLaunchVendor,
  showsHome,
  topNavEntries,
  vendorPanel,
  VENDOR_PANEL_ENLARGE_ABOVE,
} from '../../../engine';

const vendors = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ vassalage: `V${index}` }));

describe('the top navigation', () => {
  it('is Home, the effective categories in their order, then Promotions', () => {
    expect(topNavEntries(['SPORTS', 'LOTT', 'RNG'])).toEqual([
      { id: 'HOME', path: '/' },
      { id: 'SPORTS', path: '/sports' },
      { id: 'LOTT', path: '/lott' },
      { id: 'RNG', path: '/rng' },
      { id: 'PROMO', path: '/promotions' },
    ]);
  });

  it('knows the home by any of its paths, and the login and sign-up modals over it', () => {
    expect(['/', '/home', '/Index.html', '/login', '/register'].map(showsHome)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/rng', '/promotions', '/member', '/homes'].map(showsHome)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps Home and Promotions when no category has a vendor', () => {
    expect(topNavEntries([]).map((entry) => entry.id)).toEqual(['HOME', 'PROMO']);
  });
});

describe('the vendor hover panel', () => {
  const lanes = [
    { title: 'LIVE', cards: vendors(3) },
    { title: 'RNG', cards: vendors(11) },
    { title: 'FISH', cards: vendors(10) },
    { title: 'PVP', cards: [] },
  ];

  it('has none for HOME and PROMO', () => {
    expect(vendorPanel('HOME', lanes)).toBeNull();
    expect(vendorPanel('PROMO', lanes)).toBeNull();
  });

  it('lists the vendors of the category’s lane', () => {
    expect(vendorPanel('LIVE', lanes)).toEqual({ vendors: vendors(3), enlarged: false });
  });

  it('is enlarged past 10 vendors, not at 10', () => {
    expect(VENDOR_PANEL_ENLARGE_ABOVE).toBe(10);
    expect(vendorPanel('RNG', lanes)?.enlarged).toBe(true);
    expect(vendorPanel('FISH', lanes)?.enlarged).toBe(false);
  });

  it('has none for a category without vendors or lanes', () => {
    expect(vendorPanel('PVP', lanes)).toBeNull();
    expect(vendorPanel('SPORTS', lanes)).toBeNull();
    expect(vendorPanel('LIVE', undefined)).toBeNull();
  });
});

describe('a nav click that launches directly', () => {
  it('launches the only vendor of a category', () => {
    expect(directLaunchVendor('SPORTS', ['SBT'])).toBe('SBT');
    expect(directLaunchVendor('COCKFIGHT', [{ vassalage: 'WS' }])).toEqual({ vassalage: 'WS' });
  });

  it('opens the page when there are several vendors or none', () => {
    expect(directLaunchVendor('SPORTS', ['SBT', 'IBC'])).toBeNull();
    expect(directLaunchVendor('SPORTS', [])).toBeNull();
    expect(directLaunchVendor('SPORTS', undefined)).toBeNull();
  });

  it('never launches from HOME, PROMO, PVP, FISH or RNG', () => {
    expect(
      (['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'] as const).map((entry) =>
        directLaunchVendor(entry, ['ONE']),
      ),
    ).toEqual([null, null, null, null, null]);
  });
});
