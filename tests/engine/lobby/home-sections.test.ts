import { describe, expect, it } from 'vitest';
import { cutHomeList, homeSections, type HomeSection } from '../../../engine';

const sections: HomeSection[] = ['RECENT', 'HOT', 'FAV', 'BGS', 'RNG', 'LIVE', 'SPORTS'];

describe('the home sections', () => {
  it('shows RECENT with items and FAV to a member, then HOT and the categories in the skin’s order', () => {
    expect(
      homeSections({
        sections,
        navCategories: ['RNG', 'LIVE', 'BGS', 'SPORTS'],
        loggedIn: true,
        recentCount: 3,
      }),
    ).toEqual(sections);
  });

  it('leaves RECENT out while the member has played nothing', () => {
    expect(
      homeSections({ sections, navCategories: ['RNG'], loggedIn: true, recentCount: 0 }),
    ).toEqual(['HOT', 'FAV', 'RNG']);
  });

  it('shows a visitor neither RECENT nor FAV', () => {
    expect(
      homeSections({ sections, navCategories: ['RNG', 'LIVE'], loggedIn: false, recentCount: 5 }),
    ).toEqual(['HOT', 'RNG', 'LIVE']);
  });

  it('leaves out categories without vendors (not in the top navigation)', () => {
    expect(
      homeSections({ sections, navCategories: ['LIVE'], loggedIn: false, recentCount: 0 }),
    ).toEqual(['HOT', 'LIVE']);
  });

  it('keeps the skin’s order when it puts FAV after the categories', () => {
    expect(
      homeSections({
        sections: ['HOT', 'SPORTS', 'FAV', 'LOTT'],
        navCategories: ['SPORTS', 'LOTT'],
        loggedIn: true,
        recentCount: 0,
      }),
    ).toEqual(['HOT', 'SPORTS', 'FAV', 'LOTT']);
  });

  it('leads a sportsbook’s home with its sports and e-sports providers, the rest in the skin’s order', () => {
    const input = {
      sections: ['RECENT', 'HOT', 'FAV', 'LOTT', 'ESPORTS', 'SPORTS'] as HomeSection[],
      navCategories: ['SPORTS', 'ESPORTS', 'LOTT'] as const,
      loggedIn: true,
      recentCount: 2,
    };
    expect(homeSections({ ...input, layout: 'sportsbook' })).toEqual([
      'SPORTS',
      'ESPORTS',
      'RECENT',
      'HOT',
      'FAV',
      'LOTT',
    ]);
    expect(homeSections({ ...input, layout: 'casino' })).toEqual(input.sections);
    // A sports category without vendors still gives way.
    expect(
      homeSections({ ...input, navCategories: ['ESPORTS', 'LOTT'], layout: 'sportsbook' })[0],
    ).toBe('ESPORTS');
  });

  it('cuts vendor lists to 5 and game rows to 12', () => {
    const many = Array.from({ length: 30 }, (_, index) => index);
    expect(cutHomeList('RNG', many)).toHaveLength(5);
    expect(cutHomeList('HOT', many)).toHaveLength(12);
    expect(cutHomeList('FAV', many)).toHaveLength(12);
    expect(cutHomeList('HOT', many.slice(0, 3))).toEqual([0, 1, 2]);
  });
});
