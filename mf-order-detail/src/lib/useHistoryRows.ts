import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderDetailApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { HISTORY_PAGE_MAX, type OrderHistoryName, type OrderHistoryRows } from '@earrival/shared/types';

/** Rows per page once 'Show all' is pressed: the most the paged call answers at once. */
export const ALL_PAGE_ROWS = HISTORY_PAGE_MAX;

export interface HistoryRowsOptions<H extends OrderHistoryName> {
  orderId: number;
  history: H;
  /** The newest entries the detail carries: oldest first, or newest first with `newestFirst`. */
  latest: readonly OrderHistoryRows[H][];
  /** How many entries the history has in all (the detail's `totals`). */
  total: number | undefined;
  /** The list reads newest first (the Activity); otherwise oldest first, numbered from 1. */
  newestFirst?: boolean;
}

/** A whole history on screen, a page at a time: the pager above it (HistoryPager). */
export interface HistoryPaging {
  page: number;
  totalPages: number;
  /** Position in the whole history of the first and last entry on screen (from 1). */
  from: number;
  to: number;
  /** A page is on its way: the pager waits. */
  loading: boolean;
  goTo: (page: number) => void;
  /** Back to the latest entries only. */
  showLatest: () => void;
}

/** What the history's table shows, and the controls above it (see HistoryControls). */
export interface HistoryRowsState<Row> {
  rows: readonly Row[];
  /** Position in the whole history of the first row (row numbers stay the history's). */
  rowOffset: number;
  total: number;
  /** Only the latest entries are on screen: 'Show all' asks for the rest. */
  showAll: (() => void) | null;
  /** The whole history, a page at a time. */
  paging: HistoryPaging | null;
}

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / ALL_PAGE_ROWS));

/**
 * A history of the order: the latest entries from the detail call until 'Show all', then the paged
 * history call a page at a time (TanStack Query, under the order's key, so `order-updated` refreshes the
 * page on screen too). An oldest-first list opens on its last page, the one holding the entries the
 * person was already looking at; a newest-first list on its first.
 */
export function useHistoryRows<H extends OrderHistoryName>({
  orderId,
  history,
  latest,
  total: knownTotal,
  newestFirst = false,
}: HistoryRowsOptions<H>): HistoryRowsState<OrderHistoryRows[H]> {
  const [page, setPage] = useState<number | null>(null);
  const order = newestFirst ? 'desc' : 'asc';
  const paged = useQuery({
    queryKey: queryKeys.orderHistory(orderId, history, { page, limit: ALL_PAGE_ROWS, order }),
    queryFn: async () => {
      const answer = await orderDetailApi.history(orderId, history, {
        page: page!,
        limit: ALL_PAGE_ROWS,
        order,
      });
      return { rows: answer.data, total: answer.total };
    },
    enabled: page !== null,
    placeholderData: keepPreviousData,
  });
  const total = Math.max(knownTotal ?? latest.length, latest.length);
  const latestOffset = newestFirst ? 0 : total - latest.length;

  if (page === null) {
    return {
      rows: latest,
      rowOffset: latestOffset,
      total,
      showAll: total > latest.length ? () => setPage(newestFirst ? 1 : pagesOf(total)) : null,
      paging: null,
    };
  }
  const answer = paged.data;
  const allTotal = answer?.total ?? total;
  // Until the first page arrives, the latest entries stay on screen.
  const rows = answer?.rows ?? latest;
  const rowOffset = answer ? (page - 1) * ALL_PAGE_ROWS : latestOffset;
  return {
    rows,
    rowOffset,
    total: allTotal,
    showAll: null,
    paging: {
      page,
      totalPages: pagesOf(allTotal),
      from: rows.length ? rowOffset + 1 : 0,
      to: rowOffset + rows.length,
      loading: paged.isFetching,
      goTo: setPage,
      showLatest: () => setPage(null),
    },
  };
}
