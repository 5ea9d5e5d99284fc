import { useMemo, useState } from 'react';
import {
  DEFAULT_ROWS_PER_PAGE,
  type RowsPerPageChoice,
  type SortState,
  type TablePaging,
} from '@earrival/shared/ui';

export interface ClientTableOptions<Row, Key extends string> {
  /** Case-insensitive substring match on this text of a row. */
  searchText: (row: Row) => string;
  sortValue: (row: Row, key: Key) => string | number;
}

/**
 * Search, sort and paging done in the browser, for the small report lists the server returns whole
 * (one row per country or per processor).
 */
export function useClientTable<Row, Key extends string>(
  rows: readonly Row[],
  options: ClientTableOptions<Row, Key>,
) {
  const { searchText, sortValue } = options;
  const [term, setTermState] = useState('');
  const [sort, setSortState] = useState<SortState<Key> | null>(null);
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState<RowsPerPageChoice>(DEFAULT_ROWS_PER_PAGE);

  const matching = useMemo(() => {
    const needle = term.toLowerCase();
    const found = needle ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : [...rows];
    if (sort) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      found.sort((a, b) => {
        const left = sortValue(a, sort.key);
        const right = sortValue(b, sort.key);
        return left < right ? -sign : left > right ? sign : 0;
      });
    }
    return found;
  }, [rows, term, sort, searchText, sortValue]);

  const size = rowsPerPage === 'all' ? Math.max(1, matching.length) : rowsPerPage;
  const totalPages = Math.max(1, Math.ceil(matching.length / size));
  const currentPage = Math.min(page, totalPages);
  const offset = (currentPage - 1) * size;
  const pageRows = useMemo(() => matching.slice(offset, offset + size), [matching, offset, size]);

  const paging: TablePaging = {
    page: currentPage,
    totalPages,
    onPageChange: setPage,
    rowsPerPage,
    onRowsPerPageChange: (choice) => {
      setRowsPerPage(choice);
      setPage(1);
    },
    summary: matching.length
      ? `Showing ${offset + 1} to ${offset + pageRows.length} of ${matching.length} entries`
      : undefined,
  };

  return {
    pageRows,
    /** Position of the first row of the page in the matching list (for serial numbers). */
    offset,
    paging,
    sort,
    setSort: (next: SortState<Key>) => {
      setSortState(next);
      setPage(1);
    },
    setTerm: (next: string) => {
      setTermState(next);
      setPage(1);
    },
  };
}
