import Button from 'react-bootstrap/Button';
import { Pagination } from '@earrival/shared/ui';
import type { HistoryPaging, HistoryRowsState } from '../lib/useHistoryRows';

const count = (n: number) => n.toLocaleString('en-US');

interface RowToggleProps {
  open: boolean;
  /** The id of the row the details open in. */
  controls: string;
  /** The button's words while they are closed (open: 'Hide'). */
  closedText: string;
  /** The button's name where its words alone would not say which row it opens. */
  label?: string;
  onToggle: () => void;
}

/** The button of a history row whose details open below it. */
export function RowToggle({ open, controls, closedText, label, onToggle }: RowToggleProps) {
  return (
    <Button
      size="sm"
      variant={open ? 'secondary' : 'outline-primary'}
      className="py-0"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={label}
      onClick={onToggle}
    >
      {open ? 'Hide' : closedText}
    </Button>
  );
}

/**
 * Above a history: 'Showing the latest 50 of 20,000. Show all 20,000' while only the latest entries are
 * on screen, then the pager of the whole history.
 */
export function HistoryControls<Row>({ state, label }: { state: HistoryRowsState<Row>; label: string }) {
  if (state.paging) return <HistoryPager label={label} total={state.total} paging={state.paging} />;
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

/**
 * 'Showing 19,801–20,000 of 20,000', the pages and 'Show latest' above a history shown in full, a page
 * at a time (the server pages it: a history may have tens of thousands of entries). `label` names what
 * the pager moves through, for its accessible name (e.g. 'Comment History').
 */
export function HistoryPager({
  label,
  total,
  paging,
}: {
  label: string;
  total: number;
  paging: HistoryPaging;
}) {
  const { page, totalPages, from, to, loading, goTo, showLatest } = paging;
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 mb-1 small" aria-label={`${label} pages`}>
      <span className="text-muted" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No entries'
            : `Showing ${count(from)}–${count(to)} of ${count(total)}`}
      </span>
      <Pagination page={page} totalPages={totalPages} onPageChange={goTo} disabled={loading} />
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={showLatest}>
        Show latest
      </Button>
    </nav>
  );
}
