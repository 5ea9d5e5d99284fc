import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import { type OrderSortColumn } from '@earrival/shared/types';
import {
  EMPTY_TABLE_TEXT,
  NO_RECORDS_TEXT,
  type RowsPerPageChoice,
  type SortState,
  type TablePaging,
} from '@earrival/shared/ui';
import type { OrderPageQuery } from '../api/orderListApi';
import { ChunkedRows } from './chunkedRows';
import { pageCount, pagerSummary, pagesOpenEnded } from '../components/pager';
import { EMPTY_LIST, loadChunk, loadOrders, type OrderListData, type PageStep } from './loadOrders';
import { readRowsPerPage, rememberRowsPerPage } from './rowsPerPagePreference';

export type OrderListSource = Omit<OrderPageQuery, 'page' | 'limit' | 'sort' | 'order' | 'after' | 'before'>;

// While the user drags the scrollbar through 'All', fetch only where the scrolling stops.
const CHUNK_FETCH_DELAY_MS = 80;

/** The rows of one slice of a list, with the page and size they were loaded for. */
interface LoadedSlice extends OrderListData {
  page: number;
  rowsPerPage: RowsPerPageChoice;
}

/**
 * A queue's rows with server paging and sorting, search through search-order, and 'All' loaded
 * lazily in chunks, from the shared query cache (bus events refresh it). Paging resets to page 1
 * whenever what is listed changes.
 */
export function useOrderList(source: OrderListSource) {
  const { folder, userName, processMonth } = source;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPageState] = useState<RowsPerPageChoice>(readRowsPerPage);
  const [sort, setSortState] = useState<SortState<OrderSortColumn> | null>(null);
  const [term, setTermState] = useState('');
  const chunksRequested = useRef(new Set<number>());
  const chunkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Next or Previous from the page shown: the page it leads to and the cursor to start from.
  const pendingStep = useRef<{ page: number; step: PageStep } | null>(null);

  const base = useMemo(() => ({ folder, userName, processMonth }), [folder, userName, processMonth]);
  const queryKey = useMemo(
    () => queryKeys.orderList({ ...base, page, rowsPerPage, sort, term }),
    [base, page, rowsPerPage, sort, term],
  );

  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<LoadedSlice> => {
      chunksRequested.current = new Set([0]);
      const step = pendingStep.current?.page === page ? pendingStep.current.step : null;
      const result = await loadOrders({ base, page, limit: rowsPerPage, sort, term, step });
      return { ...result, page, rowsPerPage };
    },
    placeholderData: keepPreviousData,
  });
  const data: OrderListData = query.data ?? EMPTY_LIST;
  const loading = query.isFetching && (query.isPlaceholderData || query.data === undefined);

  // A page that no longer exists (its rows were deleted or moved): go to the last one.
  useEffect(() => {
    const loaded = query.data;
    if (!loaded || query.isPlaceholderData || typeof loaded.rowsPerPage !== 'number') return;
    if (loaded.rows.length === 0 && loaded.page > 1 && loaded.total)
      setPage(Math.max(1, Math.ceil(loaded.total / loaded.rowsPerPage)));
  }, [query.data, query.isPlaceholderData]);

  useEffect(() => () => clearTimeout(chunkTimer.current), []);

  /** Called by the table with the rows in view: fetches the chunks of 'All' they need. */
  const onVisibleRangeChange = useCallback(
    (start: number, end: number) => {
      clearTimeout(chunkTimer.current);
      const rows = data.rows;
      if (!(rows instanceof ChunkedRows)) return;
      const missing = rows.chunksFor(start, end).filter((chunk) => !chunksRequested.current.has(chunk));
      if (missing.length === 0) return;
      const key = queryKey;
      chunkTimer.current = setTimeout(() => {
        for (const chunk of missing) {
          chunksRequested.current.add(chunk);
          client
            .fetchQuery({ queryKey: [...key, 'chunk', chunk], queryFn: () => loadChunk(base, sort, chunk) })
            .then((chunkRows) =>
              client.setQueryData<LoadedSlice>(key, (previous) =>
                previous && previous.rows instanceof ChunkedRows
                  ? { ...previous, rows: previous.rows.withChunk(chunk, chunkRows) }
                  : previous,
              ),
            )
            .catch(() => {
              // The query cache has shown the failure; scrolling back asks for the chunk again.
              chunksRequested.current.delete(chunk);
            });
        }
      }, CHUNK_FETCH_DELAY_MS);
    },
    [data.rows, base, sort, client, queryKey],
  );

  const reload = useCallback(() => void query.refetch(), [query]);

  /** Takes rows out of the list at once (the refetch that follows brings the truth). */
  const removeRows = useCallback(
    (orderIds: readonly number[]) => {
      const gone = new Set(orderIds);
      client.setQueryData<LoadedSlice>(queryKey, (previous) => {
        if (!previous || !Array.isArray(previous.rows)) return previous;
        const rows = previous.rows.filter((row) => !gone.has(row.order_id));
        const removed = previous.rows.length - rows.length;
        return { ...previous, rows, total: previous.total - removed };
      });
    },
    [client, queryKey],
  );

  /** Next and Previous walk from the shown page's first or last row (fast at any depth); a jump by number does not. */
  const shownCursors = query.isPlaceholderData ? null : (query.data?.cursors ?? null);
  const goToPage = useCallback(
    (next: number) => {
      pendingStep.current =
        shownCursors && next === page + 1
          ? { page: next, step: { after: shownCursors.after } }
          : shownCursors && next === page - 1
            ? { page: next, step: { before: shownCursors.before } }
            : null;
      setPage(next);
    },
    [page, shownCursors],
  );

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

  // The summary describes the rows on screen, which lag the controls while the next slice loads.
  const shown = query.data ?? { page, rowsPerPage };
  const paging: TablePaging = {
    page,
    totalPages: pageCount(data, rowsPerPage, page),
    onPageChange: goToPage,
    rowsPerPage,
    onRowsPerPageChange: setRowsPerPage,
    summary: pagerSummary(data, shown.rowsPerPage, shown.page),
    openEnded: pagesOpenEnded(data, rowsPerPage, page),
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
