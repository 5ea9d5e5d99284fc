import { useSearchParams } from 'react-router-dom';
import type { DateRange } from '../components/DateRangeForm';

/**
 * The statistics screens keep their date range in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), so a
 * link, a reload or Back shows the same figures. An absent end is an open end.
 */
export function useReportRange(): [DateRange, (next: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const range: DateRange = { fromDate: params.get('from') ?? '', toDate: params.get('to') ?? '' };
  const setRange = (next: DateRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of [
        ['from', next.fromDate],
        ['to', next.toDate],
      ] as const) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return [range, setRange];
}
