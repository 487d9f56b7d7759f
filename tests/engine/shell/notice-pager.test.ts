import { describe, expect, it } from 'vitest';
import { NOTICE_PAGE_SIZE, noticePage } from '../../../engine';

const notices = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const labels = (pager: ReturnType<typeof noticePage>['pager']) =>
  pager.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('the notice list', () => {
  it('shows 9 notices a page', () => {
    expect(NOTICE_PAGE_SIZE).toBe(9);
    expect(noticePage(notices(20), 1).items).toEqual(notices(9));
    expect(noticePage(notices(20), 3).items).toEqual([19, 20]);
    expect(noticePage(notices(20), 1).totalPages).toBe(3);
  });

  it('has one page even when empty', () => {
    expect(noticePage([], 1)).toMatchObject({ items: [], page: 1, totalPages: 1 });
    expect(labels(noticePage(undefined, 4).pager)).toEqual([1]);
  });

  it('clamps a page past either end', () => {
    expect(noticePage(notices(20), 9).page).toBe(3);
    expect(noticePage(notices(20), 0).page).toBe(1);
    expect(noticePage(notices(20), Number.NaN).page).toBe(1);
  });

  it('pages with a margin of 1 and a range of 5', () => {
    const many = notices(9 * 20);
    expect(labels(noticePage(many, 1).pager)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(noticePage(many, 10).pager)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(labels(noticePage(many, 20).pager)).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(labels(noticePage(notices(9 * 6), 1).pager)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
