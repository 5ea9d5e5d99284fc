import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';
import { type Envelope } from '@earrival/shared/types';
import { rangeBody, type DateRange } from '../components/DateRangeForm';

export interface ReportOptions {
  /** Processed By says how its first load went; other reports stay quiet on success. */
  toastInitialLoad?: boolean;
}

const NO_RANGE: DateRange = { fromDate: '', toDate: '' };

/** A date-ranged report from the shared cache: loads once with no range, then again on each Submit. */
export function useReport<Row>(
  name: string,
  fetchRows: (body: { fromDate?: string; toDate?: string }) => Promise<Envelope<Row[]>>,
  { toastInitialLoad = false }: ReportOptions = {},
) {
  const [range, setRange] = useState<DateRange>(NO_RANGE);
  // Submitting the same range again still asks the server again.
  const [submission, setSubmission] = useState(0);
  const query = useQuery({
    queryKey: [...queryKeys.report(name, { ...range }), submission],
    queryFn: () => fetchRows(rangeBody(range)),
  });

  const toldInitial = useRef(false);
  useEffect(() => {
    if (!toastInitialLoad || toldInitial.current || !query.data || submission > 0) return;
    toldInitial.current = true;
    notify.success(query.data.message);
  }, [toastInitialLoad, query.data, submission]);

  return {
    rows: query.isError ? [] : (query.data?.data ?? []),
    loading: query.isFetching,
    error: query.isError ? query.error.message : null,
    submit: (next: DateRange) => {
      setRange(next);
      setSubmission((count) => count + 1);
    },
  };
}
