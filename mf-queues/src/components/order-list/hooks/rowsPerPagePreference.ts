import { DEFAULT_ROWS_PER_PAGE, parseRowsPerPage, type RowsPerPageChoice } from '../../order-table';

const KEY = 'earrival.queues.rowsPerPage';

/*
 * Staff who work with 100 rows a page want that on every queue, so the choice is remembered in the
 * browser. 'All' is not remembered: opening a 100,000-order queue should never start with it.
 */
export function readRowsPerPage(): RowsPerPageChoice {
  try {
    const stored = parseRowsPerPage(window.localStorage.getItem(KEY));
    return stored !== null && stored !== 'all' ? stored : DEFAULT_ROWS_PER_PAGE;
  } catch {
    return DEFAULT_ROWS_PER_PAGE;
  }
}

export function rememberRowsPerPage(choice: RowsPerPageChoice): void {
  if (choice === 'all') return;
  try {
    window.localStorage.setItem(KEY, String(choice));
  } catch {
    // Storage may be full or blocked; the choice then lasts for this screen only.
  }
}
