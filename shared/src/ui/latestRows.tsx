import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Pagination } from './Pagination';

/**
 * How many of a long history's latest entries a screen shows before 'Show all': what the detail call
 * carries (DETAIL_HISTORY_ROWS in @earrival/shared/types; written out here so the UI kit loads no other
 * entry of the shared package).
 */
export const HISTORY_ROWS = 50;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A long history shows only its latest `limit` entries until the person asks for all, so an order worked
 * on for months opens as fast as any other. `newestFirst` says which end of the list the latest are at;
 * `offset` is the position of the first shown entry in the whole list (row numbers stay the list's).
 */
export function useLatestRows<Row>(rows: readonly Row[], limit: number | undefined, newestFirst = false) {
  const [all, setAll] = useState(false);
  const hidden = !all && limit !== undefined ? Math.max(0, rows.length - limit) : 0;
  const shown = hidden === 0 ? rows : newestFirst ? rows.slice(0, limit) : rows.slice(hidden);
  return { shown, offset: newestFirst ? 0 : hidden, showAll: () => setAll(true) };
}

/**
 * 'Showing the latest 50 of 20,000. Show all 20,000' above a history of which only the latest entries are
 * on screen; nothing when it is whole.
 */
export function ShowAllNotice({
  shown,
  total,
  onShowAll,
}: {
  shown: number;
  total: number;
  onShowAll: () => void;
}) {
  if (shown >= total) return null;
  return (
    <p className="small text-muted mb-1">
      Showing the latest {count(shown)} of {count(total)}.{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onShowAll}>
        Show all {count(total)}
      </Button>
    </p>
  );
}

export interface HistoryPagerProps {
  /** Position in the whole history of the first and last entry on screen (from 1). */
  from: number;
  to: number;
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Back to the latest entries only. */
  onShowLatest: () => void;
  /** A page is on its way: the pager waits. */
  loading?: boolean;
  /** What the pager moves through, for its accessible name (e.g. 'Comment History'). */
  label: string;
}

/**
 * 'Showing 19,801–20,000 of 20,000', the pages and 'Show latest' above a history shown in full, a page
 * at a time (the server pages it: a history may have tens of thousands of entries).
 */
export function HistoryPager({
  from,
  to,
  total,
  page,
  totalPages,
  onPageChange,
  onShowLatest,
  loading = false,
  label,
}: HistoryPagerProps) {
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 mb-1 small" aria-label={`${label} pages`}>
      <span className="text-muted" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No entries'
            : `Showing ${count(from)}–${count(to)} of ${count(total)}`}
      </span>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} disabled={loading} />
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onShowLatest}>
        Show latest
      </Button>
    </nav>
  );
}
