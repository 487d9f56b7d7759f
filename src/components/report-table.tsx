// A paged report over a period (the member's betting and account records, the agent's reports):
// the period picker once the gateway has said which days it covered, the report's own filters, the
// read's loading, error and empty states, then the table with its pager. Every such page lays it
// out the same way. Props in, markup out.
import type { ReactNode } from 'react';
import { LoadState, type LoadStateProps } from './load-state';
import { PeriodPicker, type PeriodPickerProps } from './period-picker';
import { RecordTable, type RecordTableProps } from './record-table';

export interface ReportTableProps extends RecordTableProps {
  /** The period picker; absent until the first answer says which days it covered. */
  period?: PeriodPickerProps;
  /** The report's filters (selects, a search form), between the period and the table. */
  filters?: ReactNode;
  load: Omit<LoadStateProps, 'children'>;
  /** What stands above the table once it has loaded (a summary, another table). */
  summary?: ReactNode;
}

export function ReportTable({ period, filters, load, summary, ...table }: ReportTableProps) {
  return (
    <>
      {period && <PeriodPicker {...period} />}
      {filters}
      <LoadState {...load}>
        {summary}
        <RecordTable {...table} />
      </LoadState>
    </>
  );
}
