// Which page buttons a pager shows (spec 001 §9: range 5, margin 2; spec 000 §9: notices range 5,
// margin 1). `range` pages around the current one, `margin` pages at each end, and a gap where
// pages are left out. A gap never hides a single page: that page is shown instead, since a "…"
// button takes the same room and says less.

export type PageWindowItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export interface PageWindowInput {
  /** The current page, 1-based; clamped to 1…totalPages. */
  page: number;
  totalPages: number;
  /** How many pages around the current one. */
  range: number;
  /** How many pages at the start and at the end. */
  margin: number;
}

const span = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

export function pageWindow({ page, totalPages, range, margin }: PageWindowInput): PageWindowItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(Math.round(page) || 1, 1), total);
  const size = Math.min(Math.max(Math.floor(range), 1), total);
  const start = Math.min(Math.max(current - Math.floor((size - 1) / 2), 1), total - size + 1);
  const ends = Math.max(0, Math.floor(margin));
  const shown = new Set([
    ...span(1, Math.min(ends, total)),
    ...span(start, start + size - 1),
    ...span(Math.max(total - ends + 1, 1), total),
  ]);

  const items: PageWindowItem[] = [];
  let previous = 0;
  // total + 1 closes the walk: without end margins, pages after the range still need their gap.
  for (const next of [...[...shown].sort((a, b) => a - b), total + 1]) {
    if (next - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (next - previous > 2) items.push({ kind: 'gap', after: previous });
    if (next <= total) items.push({ kind: 'page', page: next });
    previous = next;
  }
  return items;
}

/**
 * Pager constants of the spec: the game lobby (spec 001 §9) and the announcement/notice list (spec
 * 000 §9).
 */
export const PAGER = {
  lobby: { range: 5, margin: 2 },
  notices: { range: 5, margin: 1 },
} as const;
