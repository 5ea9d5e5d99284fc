import { useMemo, useState } from 'react';
import {
  DEFAULT_ROWS_PER_PAGE,
  type RowsPerPageChoice,
  type SortState,
  type TablePaging,
} from '../../../components/order-table';
import { reportRows, type ReportView } from '@earrival/shared/columns';

/** How a report's rows are searched and sorted: the same rule the CSV export applies on the server. */
export type ClientTableOptions<Row, Key extends string> = ReportView<Row, Key>;

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

  const matching = useMemo(
    () => reportRows(rows, { searchText, sortValue }, term, sort),
    [rows, term, sort, searchText, sortValue],
  );

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
    /** The search box's text (the export takes it too). */
    term,
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
