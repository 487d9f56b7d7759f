import { describe, expect, it } from 'vitest';
import { currentTabEntry, tabBarEntries, type FeatureId } from '../../../engine';

const everyFeature = () => true;
const without =
  (...off: FeatureId[]) =>
  (feature: FeatureId) =>
    !off.includes(feature);

describe('the phone tab bar', () => {
  it('gives each of the skin’s entries its address, in the skin’s order and once', () => {
    expect(
      tabBarEntries(['account', 'home', 'search', 'deposit', 'home'], everyFeature).map((entry) => [
        entry.id,
        entry.href,
      ]),
    ).toEqual([
      ['account', '/member?page=securityCenter'],
      ['home', '/'],
      ['search', '/?type=SEARCH'],
      ['deposit', '/member?page=depositv2'],
    ]);
  });

  it('asks a real account only where money moves', () => {
    expect(
      tabBarEntries(['deposit', 'withdraw', 'account', 'promotions'], everyFeature)
        .filter((entry) => entry.realAccountOnly)
        .map((entry) => entry.id),
    ).toEqual(['deposit', 'withdraw']);
  });

  it('leaves out the entries whose feature is off', () => {
    const items = ['home', 'deposit', 'messages', 'account', 'pointsMall'] as const;
    expect(tabBarEntries(items, without('memberCentre')).map((entry) => entry.id)).toEqual([
      'home',
      'pointsMall',
    ]);
    expect(tabBarEntries(items, without('pointsMall')).map((entry) => entry.id)).toEqual([
      'home',
      'deposit',
      'messages',
      'account',
    ]);
  });

  describe('marks as current', () => {
    const entries = tabBarEntries(
      ['home', 'search', 'promotions', 'deposit', 'account'],
      everyFeature,
    );

    it('the entry whose path and query name the page', () => {
      expect(currentTabEntry(entries, '/member', '?page=depositv2')).toBe('deposit');
      expect(currentTabEntry(entries, '/', '?type=SEARCH&q=tiger')).toBe('search');
      expect(currentTabEntry(entries, '/promotions', '')).toBe('promotions');
    });

    it('the home on each of its paths and tabs other than the search', () => {
      for (const path of ['/', '/index', '/index.html', '/home']) {
        expect(currentTabEntry(entries, path, '')).toBe('home');
      }
      expect(currentTabEntry(entries, '/', '?type=HOT')).toBe('home');
    });

    it('the account on any other page of the member centre, and nothing elsewhere', () => {
      expect(currentTabEntry(entries, '/member', '?page=transactionHistory')).toBe('account');
      expect(currentTabEntry(entries, '/rng', '')).toBeNull();
      expect(
        currentTabEntry(
          entries.filter((entry) => entry.id !== 'account'),
          '/member',
          '?page=withdraw',
        ),
      ).toBeNull();
    });
  });
});
