import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, notify, type Envelope } from '@earrival/shared';
import { rangeBody, type DateRange } from '../components/DateRangeForm';

export interface ReportOptions {
  /** Processed By says how its first load went (spec section 8); other reports stay quiet on success. */
  toastInitialLoad?: boolean;
}

/** A date-ranged report: loads once with no range, then again on each Submit. */
export function useReport<Row>(
  fetchRows: (body: { fromDate?: string; toDate?: string }) => Promise<Envelope<Row[]>>,
  { toastInitialLoad = false }: ReportOptions = {},
) {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (range: DateRange, initial: boolean) => {
      const current = (generation.current += 1);
      setLoading(true);
      let failure: string | null = null;
      try {
        const envelope = await fetchRows(rangeBody(range));
        if (current !== generation.current) return;
        if (envelope.status === 1) {
          setRows(envelope.data ?? []);
          if (initial && toastInitialLoad) notify.success(envelope.message);
        } else {
          failure = envelope.message;
          // A 401 was told by the shared client, which is ending the session.
          if (envelope.status !== 401) notify.error(envelope.message);
        }
      } catch (caught) {
        if (current !== generation.current) return;
        failure = errorMessage(caught);
        notify.error(failure);
      }
      if (failure !== null) setRows([]);
      setError(failure);
      setLoading(false);
    },
    [fetchRows, toastInitialLoad],
  );

  useEffect(() => {
    void load({ fromDate: '', toDate: '' }, true);
  }, [load]);

  return { rows, loading, error, submit: (range: DateRange) => void load(range, false) };
}
