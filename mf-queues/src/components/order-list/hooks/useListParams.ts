import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderListFilter } from '@earrival/shared/api';
import type { OrderSortColumn } from '@earrival/shared/types';
import { parseRowsPerPage, type RowsPerPageChoice, type SortState } from '../../order-table';
import { SORT_KEYS } from './sortKeys';
import { readRowsPerPage, rememberRowsPerPage } from './rowsPerPagePreference';

/** The filters' names in the address, the same as the list call's. */
export const FILTER_KEYS = ['assignee', 'citizenship', 'mode', 'createdFrom', 'createdTo'] as const;
/** Everything a list keeps in the address (react-admin's names); other keys (Future Order's month) stay. */
type ListKey = 'q' | 'sort' | 'order' | 'page' | 'perPage' | (typeof FILTER_KEYS)[number];

export interface ListParams {
  term: string;
  sort: SortState<OrderSortColumn> | null;
  page: number;
  rowsPerPage: RowsPerPageChoice;
  filter: OrderListFilter;
}

type Change = Partial<Record<ListKey, string | null>>;

function readParams(params: URLSearchParams): ListParams {
  const sortKey = params.get('sort');
  const direction = params.get('order');
  const sort =
    sortKey && (SORT_KEYS as readonly string[]).includes(sortKey)
      ? {
          key: sortKey as OrderSortColumn,
          direction: direction === 'desc' ? ('desc' as const) : ('asc' as const),
        }
      : null;
  const page = Number(params.get('page'));
  const filter: OrderListFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) (filter as Record<string, string>)[key] = value;
  }
  return {
    term: params.get('q')?.trim() ?? '',
    sort,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    rowsPerPage: parseRowsPerPage(params.get('perPage')) ?? readRowsPerPage(),
    filter,
  };
}

/**
 * A list's search, sort, page, rows per page and filters, kept in the address so a reload, Back and a
 * shared link show the same list. Typing in the search replaces the entry (Back does not step through
 * each keystroke); a page, sort, size or filter change is a new entry. Any change but the page's goes
 * back to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);

  const change = useCallback(
    (changes: Change, replace: boolean) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const setTerm = useCallback(
    (term: string) => {
      if (term !== params.term) change({ q: term, page: null }, true);
    },
    [change, params.term],
  );
  const setSort = useCallback(
    (sort: SortState<OrderSortColumn>) =>
      change({ sort: sort.key, order: sort.direction, page: null }, false),
    [change],
  );
  const setPage = useCallback(
    (page: number, replace = false) => change({ page: page > 1 ? String(page) : null }, replace),
    [change],
  );
  const setRowsPerPage = useCallback(
    (choice: RowsPerPageChoice) => {
      rememberRowsPerPage(choice);
      change({ perPage: String(choice), page: null }, false);
    },
    [change],
  );
  const setFilter = useCallback(
    (filter: OrderListFilter) =>
      change(
        { ...Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? null])), page: null },
        false,
      ),
    [change],
  );

  return { ...params, setTerm, setSort, setPage, setRowsPerPage, setFilter };
}
