// A record as a table (betting record, account record, orders, withdrawals): a caption, the
// columns, the rows, an optional totals row and, for a paged record, the pager below. Numbers align right. Scrolls sideways on a phone
// rather than squeezing the columns. Props in, markup out.
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
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    padding-bottom: 0.5rem;
    color: var(--skin-text-muted);
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: start;
    white-space: nowrap;
    border-bottom: 1px solid var(--skin-border);
  }
  th {
    color: var(--skin-text-muted);
    font-weight: 600;
  }
  .numeric {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tfoot td {
    font-weight: 700;
  }
`;

export interface RecordTableProps {
  caption: string;
  columns: readonly RecordColumn[];
  rows: readonly RecordRow[];
  totals?: Record<string, ReactNode>;
  /** A paged record: the page shown, how many there are, and what a page change does. */
  paging?: { page: number; totalPages: number; onChange: (page: number) => void };
}

export function RecordTable({ caption, columns, rows, totals, paging }: RecordTableProps) {
  const cellClass = (column: RecordColumn) => (column.numeric ? 'numeric' : undefined);
  return (
    // Focusable and named, so a keyboard can scroll a table wider than a phone (axe
    // scrollable-region-focusable).
    <Wrap tabIndex={0} role="group" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {totals[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {paging && <Pagination {...paging} label={caption} />}
    </Wrap>
  );
}
