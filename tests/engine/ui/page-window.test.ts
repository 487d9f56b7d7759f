import { describe, expect, it } from 'vitest';
import { PAGER, pageWindow, type PageWindowItem } from '../../../engine';

/** Pages as numbers, gaps as '…'. */
const shown = (items: PageWindowItem[]) =>
  items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('the page window', () => {
  it('keeps the spec’s pager constants: lobby range 5 margin 2, notices range 5 margin 1', () => {
    expect(PAGER).toEqual({ lobby: { range: 5, margin: 2 }, notices: { range: 5, margin: 1 } });
  });

  it('shows every page when they all fit', () => {
    expect(shown(pageWindow({ page: 4, totalPages: 7, ...PAGER.lobby }))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('centres the range on the current page between the margins, with gaps', () => {
    expect(shown(pageWindow({ page: 10, totalPages: 20, ...PAGER.lobby }))).toEqual([
      1,
      2,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      19,
      20,
    ]);
    expect(shown(pageWindow({ page: 10, totalPages: 20, ...PAGER.notices }))).toEqual([
      1,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      20,
    ]);
  });

  it('slides the range to the start and the end instead of shrinking it', () => {
    expect(shown(pageWindow({ page: 1, totalPages: 20, ...PAGER.lobby }))).toEqual([
      1,
      2,
      3,
      4,
      5,
      '…',
      19,
      20,
    ]);
    expect(shown(pageWindow({ page: 20, totalPages: 20, ...PAGER.lobby }))).toEqual([
      1,
      2,
      '…',
      16,
      17,
      18,
      19,
      20,
    ]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(shown(pageWindow({ page: 5, totalPages: 10, ...PAGER.lobby }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(shown(pageWindow({ page: 6, totalPages: 12, ...PAGER.notices }))).toEqual([
      1,
      '…',
      4,
      5,
      6,
      7,
      8,
      '…',
      12,
    ]);
    expect(shown(pageWindow({ page: 4, totalPages: 12, ...PAGER.notices }))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      '…',
      12,
    ]);
  });

  it('clamps a current page outside 1…total and shows nothing without pages', () => {
    expect(shown(pageWindow({ page: 99, totalPages: 3, ...PAGER.lobby }))).toEqual([1, 2, 3]);
    expect(shown(pageWindow({ page: -4, totalPages: 9, range: 3, margin: 0 }))).toEqual([
      1,
      2,
      3,
      '…',
    ]);
    expect(pageWindow({ page: 1, totalPages: 0, ...PAGER.lobby })).toEqual([]);
  });

  it('names each gap by the page before it, so lists can key them', () => {
    expect(
      pageWindow({ page: 10, totalPages: 20, ...PAGER.lobby }).filter(
        (item) => item.kind === 'gap',
      ),
    ).toEqual([
      { kind: 'gap', after: 2 },
      { kind: 'gap', after: 12 },
    ]);
  });
});
