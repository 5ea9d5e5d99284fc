import { useState } from 'react';
import Button from 'react-bootstrap/Button';

/** How many of a long history's latest entries a screen shows before 'Show all'. */
export const HISTORY_ROWS = 50;

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

/** 'Showing the latest n of m. Show all m' above a history cut by useLatestRows; nothing when it is whole. */
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
      Showing the latest {shown} of {total}.{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onShowAll}>
        Show all {total}
      </Button>
    </p>
  );
}
