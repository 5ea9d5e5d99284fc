import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import { EMPTY_TABLE_TEXT, NO_RECORDS_TEXT } from '@earrival/shared/ui';
import { type RowsPerPageChoice, type TablePaging } from '../../order-table';
import type { OrderPageQuery } from '../api/orderListApi';
import { ChunkedRows } from './chunkedRows';
import { pageCount, pagerSummary, pagesOpenEnded } from '../components/pager';
import { EMPTY_LIST, loadChunk, loadOrders, type OrderListData, type PageStep } from './loadOrders';
import { useListParams } from './useListParams';

export type OrderListSource = Pick<OrderPageQuery, 'folder' | 'userName' | 'processMonth'>;

// While the user drags the scrollbar through 'All', fetch only where the scrolling stops.
const CHUNK_FETCH_DELAY_MS = 80;

/** The rows of one slice of a list, with the page and size they were loaded for. */
interface LoadedSlice extends OrderListData {
  page: number;
  rowsPerPage: RowsPerPageChoice;
}

/**
 * A queue's rows with server paging and sorting, search through search-order, filters, and 'All' loaded
 * lazily in chunks, from the shared query cache (bus events refresh it). Search, sort, page, size and
 * filters live in the address (useListParams); paging resets to page 1 whenever what is listed changes.
 */
export function useOrderList(source: OrderListSource) {
  const { folder, userName, processMonth } = source;
  const client = useQueryClient();
  const address = useListParams();
  const { page, rowsPerPage, sort, term, filter, setPage } = address;
  const chunksRequested = useRef(new Set<number>());
  const chunkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Next or Previous from the page shown: the page it leads to and the cursor to start from.
  const pendingStep = useRef<{ page: number; step: PageStep } | null>(null);

  const filterKey = JSON.stringify(filter);
  const base = useMemo(
    () => ({ folder, userName, processMonth, ...(JSON.parse(filterKey) as typeof filter) }),
    [folder, userName, processMonth, filterKey],
  );
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
      setPage(Math.max(1, Math.ceil(loaded.total / loaded.rowsPerPage)), true);
  }, [query.data, query.isPlaceholderData, setPage]);

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
    [page, shownCursors, setPage],
  );

  // The summary describes the rows on screen, which lag the controls while the next slice loads.
  const shown = query.data ?? { page, rowsPerPage };
  const paging: TablePaging = {
    page,
    totalPages: pageCount(data, rowsPerPage, page),
    onPageChange: goToPage,
    rowsPerPage,
    onRowsPerPageChange: address.setRowsPerPage,
    summary: pagerSummary(data, shown.rowsPerPage, shown.page),
    openEnded: pagesOpenEnded(data, rowsPerPage, page),
  };

  return {
    rows: data.rows,
    total: data.total,
    loading,
    /** Reading from the server, cached rows on screen or not. */
    fetching: query.isFetching,
    sort,
    setSort: address.setSort,
    term,
    setTerm: address.setTerm,
    filter,
    setFilter: address.setFilter,
    filtered: Object.keys(filter).length > 0,
    paging,
    reload,
    removeRows,
    onVisibleRangeChange,
    emptyText: term || Object.keys(filter).length ? NO_RECORDS_TEXT : EMPTY_TABLE_TEXT,
    /** Changes whenever the table shows a different slice, so it scrolls back to the top. */
    scrollResetKey: `${page}|${rowsPerPage}|${sort?.key}|${sort?.direction}|${term}|${filterKey}`,
  };
}

export type OrderList = ReturnType<typeof useOrderList>;
