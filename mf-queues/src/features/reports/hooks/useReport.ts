import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { reportRangeProblem } from '@earrival/shared/dateRange';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';
import { type Envelope } from '@earrival/shared/types';
import { rangeBody, rangeOf, type DateRange } from '../components/DateRangeForm';
import { useReportRange } from './useReportRange';

export interface ReportOptions {
  /** Processed By says how its first load went; other reports stay quiet on success. */
  toastInitialLoad?: boolean;
}

/**
 * A date-ranged report from the shared cache, for the range in the address: with none, every order (the
 * product description's first load); each Submit puts the range in the address and asks again.
 */
export function useReport<Row>(
  name: string,
  fetchRows: (body: { fromDate?: string; toDate?: string }) => Promise<Envelope<Row[]>>,
  { toastInitialLoad = false }: ReportOptions = {},
) {
  const [range, setRange] = useReportRange();
  // A range typed into the address is checked as the form would, rather than sent to be refused.
  const problem = reportRangeProblem(rangeOf(range));
  const query = useQuery({
    queryKey: queryKeys.report(name, { ...range }),
    queryFn: () => fetchRows(rangeBody(range)),
    enabled: !problem,
  });

  const toldInitial = useRef(false);
  const submitted = useRef(false);
  useEffect(() => {
    if (!toastInitialLoad || toldInitial.current || !query.data || submitted.current) return;
    toldInitial.current = true;
    notify.success(query.data.message);
  }, [toastInitialLoad, query.data]);

  const failed = problem !== null || query.isError;
  return {
    range,
    rows: failed ? [] : (query.data?.data ?? []),
    loading: query.isFetching,
    error: problem ?? (query.isError ? query.error.message : null),
    submit: (next: DateRange) => {
      submitted.current = true;
      // A new range is a new address (and query); submitting the same range again still asks again.
      if (next.fromDate === range.fromDate && next.toDate === range.toDate) void query.refetch();
      else setRange(next);
    },
  };
}
