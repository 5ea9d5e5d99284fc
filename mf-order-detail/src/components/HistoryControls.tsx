import Button from 'react-bootstrap/Button';
import { Pagination } from '@earrival/shared/ui';
import type { HistoryRowsState } from '../lib/useHistoryRows';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Above a history: 'Showing the latest 50 of 20,000. Show all 20,000' while only the latest entries are
 * on screen, then the pager of the whole history.
 */
export function HistoryControls<Row>({ state, label }: { state: HistoryRowsState<Row>; label: string }) {
  if (state.paging) {
    const { page, totalPages, from, to, loading, goTo, showLatest } = state.paging;
    return (
      <HistoryPager
        label={label}
        from={from}
        to={to}
        total={state.total}
        page={page}
        totalPages={totalPages}
        loading={loading}
        onPageChange={goTo}
        onShowLatest={showLatest}
      />
    );
  }
  if (!state.showAll) return null;
  return <ShowAllNotice shown={state.rows.length} total={state.total} onShowAll={state.showAll} />;
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

interface HistoryPagerProps {
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
