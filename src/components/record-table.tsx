// A record as a table (betting record, account record, orders, withdrawals): a caption (shown, or
// for screen readers only where the page's heading just above says the same words), the columns,
// the rows, an optional totals row and, for a paged record, the pager below. Numbers align right.
// Where its box is narrower than a laptop's column (a phone), a table of more than two columns
// becomes a card per row, each cell a "label: value" line (a container query, so it follows the
// table's box, not the screen); the explicit roles keep it a table for screen readers once its
// parts no longer display as one. Elsewhere words wrap, and a table still wider than its box
// scrolls inside its own focusable group. Props in, markup out.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Pagination } from './pagination';

export interface RecordColumn {
  key: string;
  label: string;
  numeric?: boolean;
}

export interface RecordRow {
  key: string | number;
  cells: Record<string, ReactNode>;
}

const Wrap = styled.div`
  container-type: inline-size;
  overflow-x: auto;
  overflow-y: hidden;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  /* The caption is the table's title on screen too, unless the page's heading just above says the
     same words: then it names the table for screen readers only (data-hidden). */
  caption {
    text-align: start;
    padding-bottom: var(--skin-space-2);
    font-weight: 700;
    font-size: 1.05rem;
  }
  caption[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* Words wrap and figures do not: a wide table fits its box before it has to scroll. */
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: start;
    border-bottom: 1px solid var(--skin-border);
  }
  th {
    color: var(--skin-text-muted);
    font-weight: 600;
  }
  .numeric {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tfoot td {
    font-weight: 700;
  }
  @container (max-width: 36rem) {
    th,
    td {
      white-space: normal;
      overflow-wrap: anywhere;
    }
    table[data-stacked] {
      display: block;
      caption,
      tbody,
      tfoot {
        display: block;
      }
      /* The column heads stay for screen readers; each card's lines say them on screen. */
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      tr {
        display: grid;
        gap: 0.25rem;
        padding: 0.5rem 0;
        border-bottom: 1px solid var(--skin-border);
      }
      td {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: flex-end;
        gap: 0.25rem 0.75rem;
        padding: 0.125rem 0;
        text-align: end;
        border-bottom: 0;
      }
      td::before {
        content: attr(data-label);
        margin-inline-end: auto;
        text-align: start;
        color: var(--skin-text-muted);
      }
    }
  }
`;

export interface RecordTableProps {
  /** The table's name: its caption, and the label of its scrolling group and its pager. */
  caption: string;
  /**
   * The caption says what the page's heading just above it says (the page is this one table):
   * it still names the table for screen readers, and is not shown a second time.
   */
  captionHidden?: boolean;
  columns: readonly RecordColumn[];
  rows: readonly RecordRow[];
  totals?: Record<string, ReactNode>;
  /** A paged record: the page shown, how many there are, and what a page change does. */
  paging?: { page: number; totalPages: number; onChange: (page: number) => void };
}

/** Two columns fit a phone as they are; more become cards there. */
const STACK_ABOVE_COLUMNS = 2;

export function RecordTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  totals,
  paging,
}: RecordTableProps) {
  const cellClass = (column: RecordColumn) => (column.numeric ? 'numeric' : undefined);
  const cell = (column: RecordColumn, content: ReactNode) => (
    <td key={column.key} role="cell" className={cellClass(column)} data-label={column.label}>
      {content}
    </td>
  );
  return (
    // Focusable and named, so a keyboard can scroll a table wider than its box (axe
    // scrollable-region-focusable).
    <Wrap tabIndex={0} role="group" aria-label={caption}>
      <table role="table" data-stacked={columns.length > STACK_ABOVE_COLUMNS ? '' : undefined}>
        <caption data-hidden={captionHidden ? '' : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {columns.map((column) => cell(column, row.cells[column.key]))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot role="rowgroup">
            <tr role="row">{columns.map((column) => cell(column, totals[column.key]))}</tr>
          </tfoot>
        )}
      </table>
      {paging && <Pagination {...paging} label={caption} />}
    </Wrap>
  );
}
