// The notice list and the announcement popup page their items 9 at a time, with a pager of range 5
// and margin 1 (spec 000 §2, §9). The pager's window is the shared one (engine/ui/page-window.ts).
import { PAGER, pageWindow, type PageWindowItem } from '../ui/page-window';

export const NOTICE_PAGE_SIZE = 9;

export interface NoticePage<T> {
  items: T[];
  /** The page shown, within 1…totalPages. */
  page: number;
  /** At least 1, even for an empty list. */
  totalPages: number;
  pager: PageWindowItem[];
}

/** One page of the notice list with its pager; a stale or typed page number is clamped. */
export function noticePage<T>(items: readonly T[] | undefined, page: number): NoticePage<T> {
  const list = items ?? [];
  const totalPages = Math.max(1, Math.ceil(list.length / NOTICE_PAGE_SIZE));
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1), totalPages);
  const first = (current - 1) * NOTICE_PAGE_SIZE;
  return {
    items: list.slice(first, first + NOTICE_PAGE_SIZE),
    page: current,
    totalPages,
    pager: pageWindow({ page: current, totalPages, ...PAGER.notices }),
  };
}
