import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  EMPTY_TABLE_TEXT,
  NO_RECORDS_TEXT,
  errorMessage,
  notify,
  type OrderSortColumn,
  type RowsPerPageChoice,
  type SortState,
  type TablePaging,
} from '@earrival/shared';
import type { OrderPageQuery } from '../api/orderListApi';
import { ChunkedRows } from './chunkedRows';
import { EMPTY_LIST, EnvelopeError, loadChunk, loadOrders, type OrderListData } from './loadOrders';
import { readRowsPerPage, rememberRowsPerPage } from './rowsPerPagePreference';

export type OrderListSource = Omit<OrderPageQuery, 'page' | 'limit' | 'sort' | 'order'>;

/** Shows why a load failed; a 401 has already been told by the shared client, which ends the session. */
export function reportFailure(error: unknown): void {
  if (error instanceof EnvelopeError) {
    if (error.envelope.status !== 401) notify.error(error.message);
    return;
  }
  notify.error(errorMessage(error));
}

// While the user drags the scrollbar through 'All', fetch only where the scrolling stops.
const CHUNK_FETCH_DELAY_MS = 80;

/**
 * A queue's rows with server paging and sorting, search through search-order, and 'All' loaded
 * lazily in chunks. Paging state resets to page 1 whenever what is listed changes.
 */
export function useOrderList(source: OrderListSource) {
  const { folder, userName, processMonth } = source;
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPageState] = useState<RowsPerPageChoice>(readRowsPerPage);
  const [sort, setSortState] = useState<SortState<OrderSortColumn> | null>(null);
  const [term, setTermState] = useState('');
  const [reloadToken, setReloadToken] = useState(0);
  const [data, setData] = useState<OrderListData>(EMPTY_LIST);
  // The page and size the shown rows were loaded for: the summary must not run ahead of the rows.
  const [shown, setShown] = useState<{ page: number; rowsPerPage: RowsPerPageChoice }>({ page, rowsPerPage });
  const [loading, setLoading] = useState(true);
  // Each load gets a number; answers to an older load (the user moved on) are dropped.
  const generation = useRef(0);
  const chunksRequested = useRef(new Set<number>());
  const chunkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const base = useMemo(() => ({ folder, userName, processMonth }), [folder, userName, processMonth]);

  useEffect(() => {
    const current = (generation.current += 1);
    chunksRequested.current = new Set([0]);
    setLoading(true);
    loadOrders({ base, page, limit: rowsPerPage, sort, term })
      .then((result) => {
        if (current !== generation.current) return;
        // A page that no longer exists (its rows were deleted or moved): go to the last one.
        const limit = typeof rowsPerPage === 'number' ? rowsPerPage : null;
        if (limit && result.rows.length === 0 && page > 1 && result.total) {
          setPage(Math.max(1, Math.ceil(result.total / limit)));
          return;
        }
        setData(result);
        setShown({ page, rowsPerPage });
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (current !== generation.current) return;
        reportFailure(error);
        setData(EMPTY_LIST);
        setLoading(false);
      });
  }, [base, page, rowsPerPage, sort, term, reloadToken]);

  useEffect(() => () => clearTimeout(chunkTimer.current), []);

  /** Called by the table with the rows in view: fetches the chunks of 'All' they need. */
  const onVisibleRangeChange = useCallback(
    (start: number, end: number) => {
      clearTimeout(chunkTimer.current);
      const rows = data.rows;
      if (!(rows instanceof ChunkedRows)) return;
      const missing = rows.chunksFor(start, end).filter((chunk) => !chunksRequested.current.has(chunk));
      if (missing.length === 0) return;
      const current = generation.current;
      chunkTimer.current = setTimeout(() => {
        for (const chunk of missing) {
          chunksRequested.current.add(chunk);
          loadChunk(base, sort, chunk)
            .then((chunkRows) => {
              if (current !== generation.current) return;
              setData((previous) =>
                previous.rows instanceof ChunkedRows
                  ? { ...previous, rows: previous.rows.withChunk(chunk, chunkRows) }
                  : previous,
              );
            })
            .catch((error: unknown) => {
              chunksRequested.current.delete(chunk);
              if (current === generation.current) reportFailure(error);
            });
        }
      }, CHUNK_FETCH_DELAY_MS);
    },
    [data.rows, base, sort],
  );

  const reload = useCallback(() => setReloadToken((token) => token + 1), []);

  /** Takes rows out of the list at once (the reload that follows brings the truth). */
  const removeRows = useCallback((orderIds: readonly number[]) => {
    const gone = new Set(orderIds);
    setData((previous) => {
      if (!Array.isArray(previous.rows)) return previous;
      const rows = previous.rows.filter((row) => !gone.has(row.order_id));
      const removed = previous.rows.length - rows.length;
      return { ...previous, rows, total: previous.total === null ? null : previous.total - removed };
    });
  }, []);

  const setSort = useCallback((next: SortState<OrderSortColumn>) => {
    setSortState(next);
    setPage(1);
  }, []);
  const setTerm = useCallback((next: string) => {
    setTermState(next);
    setPage(1);
  }, []);
  const setRowsPerPage = useCallback((next: RowsPerPageChoice) => {
    rememberRowsPerPage(next);
    setRowsPerPageState(next);
    setPage(1);
  }, []);

  const paging: TablePaging = {
    page,
    totalPages: totalPages(data, rowsPerPage, page),
    onPageChange: setPage,
    rowsPerPage,
    onRowsPerPageChange: setRowsPerPage,
    summary: summary(data, shown.rowsPerPage, shown.page),
  };

  return {
    rows: data.rows,
    total: data.total,
    loading,
    sort,
    setSort,
    term,
    setTerm,
    paging,
    reload,
    removeRows,
    onVisibleRangeChange,
    emptyText: term ? NO_RECORDS_TEXT : EMPTY_TABLE_TEXT,
    /** Changes whenever the table shows a different slice, so it scrolls back to the top. */
    scrollResetKey: `${page}|${rowsPerPage}|${sort?.key}|${sort?.direction}|${term}`,
  };
}

export type OrderList = ReturnType<typeof useOrderList>;

function totalPages(data: OrderListData, rowsPerPage: RowsPerPageChoice, page: number): number {
  if (data.total === null) return data.hasMore ? page + 1 : page;
  if (rowsPerPage === 'all') return 1;
  return Math.max(1, Math.ceil(data.total / rowsPerPage));
}

function summary(data: OrderListData, rowsPerPage: RowsPerPageChoice, page: number): string | undefined {
  if (data.rows.length === 0) return undefined;
  const size = rowsPerPage === 'all' ? data.rows.length : rowsPerPage;
  const from = rowsPerPage === 'all' ? 1 : (page - 1) * size + 1;
  const to = from + data.rows.length - 1;
  return data.total === null
    ? `Showing ${from} to ${to} (search results)`
    : `Showing ${from} to ${to} of ${data.total} entries`;
}
