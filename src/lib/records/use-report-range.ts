// The state of a paged report over a period (the member records, the agent reports): no period at
// first, so the gateway answers its default (the 7 days ending today in the merchant's time zone)
// and says which days those are; a new period or filter starts again at page 1. `shell` turns the
// gateway's answer into the <ReportTable>'s period, load and paging props.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError, DayRange } from '../../../engine';
import { useLoadState } from '../api';
import { usePeriodPickerProps } from './record-period';

/** What every paged report answers besides its rows. */
export interface PagedPeriodAnswer {
  startDate: string;
  endDate: string;
  pageNo: number;
  totalPages: number;
  list: readonly unknown[];
}

export function useReportRange() {
  const loadState = useLoadState();
  const pickerProps = usePeriodPickerProps();
  const [period, setPeriod] = useState<DayRange>();
  const [pageNo, setPageNo] = useState(1);
  return {
    /** The period (once moved) and the page, to spread into the report's payload. */
    payload: { ...period, pageNo },
    /** A filter changed: back to the first page. */
    restart: () => setPageNo(1),
    shell: <T extends PagedPeriodAnswer>(
      query: UseQueryResult<T, ApiError>,
      isEmpty: (data: T) => boolean = (data) => data.list.length === 0,
    ) => {
      const data = query.data;
      return {
        period:
          data &&
          pickerProps({ startDate: data.startDate, endDate: data.endDate }, (next) => {
            setPeriod(next);
            setPageNo(1);
          }),
        load: loadState(query, isEmpty),
        paging: { page: data?.pageNo ?? 1, totalPages: data?.totalPages ?? 1, onChange: setPageNo },
      };
    },
  };
}
