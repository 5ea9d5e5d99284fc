import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { EMPTY_TABLE_TEXT, Pagination } from '@earrival/shared/ui';
import { RowsPerPage, type RowsPerPageChoice } from './RowsPerPage';
import { SearchBox } from './SearchBox';
import { SortPicker } from './SortPicker';
import { TableBody } from './TableBody';
import { TableHead } from './TableHead';
import type { RowLink, RowSource, SortState, TableColumn, TableSelection } from './types';
import { ROW_HEIGHT, SCROLL_HEIGHT, VIRTUALISE_ABOVE, rowWindow } from './virtualWindow';
import { useRowNavigation } from './useRowNavigation';
import { CARD_HEIGHT, useNarrowScreen } from './narrowScreen';
import './orderTable.css';

export interface TablePaging {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  rowsPerPage: RowsPerPageChoice;
  onRowsPerPageChange: (choice: RowsPerPageChoice) => void;
  /** e.g. 'Showing 11 to 20 of 134 entries'. */
  summary?: string;
  /** The total is capped (a search matching more than its count's cap): more pages may follow the last. */
  openEnded?: boolean;
}

export interface OrderTableProps<Row, SortKey extends string = string> {
  columns: readonly TableColumn<Row, SortKey>[];
  rows: RowSource<Row>;
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  emptyText?: string;
  sort?: SortState<SortKey> | null;
  onSortChange?: (sort: SortState<SortKey>) => void;
  selection?: TableSelection<Row>;
  /** Shows the search box (debounced 500 ms); leave out to hide it, as on the team list. */
  onSearch?: (term: string) => void;
  /** The search the list shows (e.g. read from the address); the box follows it when it changes. */
  searchValue?: string;
  searchPlaceholder?: string;
  /** Rows open what they link to: click, Enter, middle-click (see useRowNavigation). */
  rowLink?: RowLink<Row>;
  paging?: TablePaging;
  /** Rows in view changed: lets a lazily loaded list fetch what is about to be shown. */
  onVisibleRangeChange?: (start: number, end: number) => void;
  /** Changing it scrolls the body back to the top (new page, new sort). */
  scrollResetKey?: unknown;
  /** Above the table, e.g. the bulk-action bar. */
  toolbar?: ReactNode;
  /** Below the pager, e.g. the chat link. */
  footer?: ReactNode;
}

/**
 * The list table of every queue: sortable headers, row checkboxes, search, rows per page and pager,
 * a fixed header over a 550px scroll area, and a virtualised body for long lists ('All').
 * It holds no data: the screen owns fetching, sorting and the selection.
 */
export function OrderTable<Row, SortKey extends string = string>(props: OrderTableProps<Row, SortKey>) {
  const { columns, rows, rowKey, label, loading = false, emptyText = EMPTY_TABLE_TEXT, selection } = props;
  const { sort, onSortChange, onSearch, searchPlaceholder, paging, onVisibleRangeChange, scrollResetKey } =
    props;
  const scroller = useRef<HTMLDivElement>(null);
  // The first row in view, not the pixel offset: scrolling within a row changes nothing and renders nothing.
  const [firstRow, setFirstRow] = useState(0);
  const virtual = rows.length > VIRTUALISE_ABOVE;
  const narrow = useNarrowScreen();
  // Below 576px rows are cards of a fixed, taller height (orderTable.css): the window counts in cards.
  const rowHeight = narrow ? CARD_HEIGHT : ROW_HEIGHT;
  // The cards have no headers to click: a phone sorts through a picker instead.
  const sortPicker = narrow && onSortChange;
  const rowRange = useMemo(
    () => (virtual ? rowWindow(rows.length, firstRow * rowHeight, SCROLL_HEIGHT, rowHeight) : undefined),
    [virtual, rows.length, firstRow, rowHeight],
  );
  const reveal = useCallback(
    (index: number) => {
      const box = scroller.current;
      if (!virtual || !box) return;
      const top = index * rowHeight;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + 2 * rowHeight > box.scrollTop + box.clientHeight)
        box.scrollTop = top + 2 * rowHeight - box.clientHeight;
      setFirstRow(Math.floor(box.scrollTop / rowHeight));
    },
    [virtual, rowHeight],
  );
  const navigation = useRowNavigation(rows, props.rowLink, scroller, reveal);

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setFirstRow(0);
  }, [scrollResetKey]);

  const rangeStart = rowRange?.start ?? 0;
  const rangeEnd = rowRange?.end ?? rows.length;
  useEffect(() => {
    if (rows.length > 0) onVisibleRangeChange?.(rangeStart, rangeEnd);
  }, [onVisibleRangeChange, rangeStart, rangeEnd, rows.length]);

  const selectAll = useMemo(() => {
    if (!selection) return undefined;
    const loaded: Row[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows.at(index);
      if (row !== undefined) loaded.push(row);
    }
    const selectedCount = loaded.filter((row) => selection.isSelected(row)).length;
    return {
      checked: loaded.length > 0 && selectedCount === loaded.length,
      indeterminate: selectedCount > 0 && selectedCount < loaded.length,
      disabled: !!selection.disabled || loaded.length === 0,
      onChange: (checked: boolean) => selection.onToggleMany(loaded, checked),
    };
  }, [rows, selection]);

  // Shift-click selects every loaded row between the last clicked checkbox and this one.
  const lastChecked = useRef<number | null>(null);
  useEffect(() => {
    lastChecked.current = null;
  }, [rows]);
  const onCheck = useCallback(
    (index: number, row: Row, checked: boolean, extend: boolean) => {
      if (!selection) return;
      const anchor = lastChecked.current;
      lastChecked.current = index;
      if (!extend || anchor === null || anchor === index) return selection.onToggle(row, checked);
      const range: Row[] = [];
      for (let i = Math.min(anchor, index); i <= Math.max(anchor, index); i += 1) {
        const candidate = rows.at(i);
        if (candidate !== undefined) range.push(candidate);
      }
      selection.onToggleMany(range, checked);
    },
    [rows, selection],
  );

  return (
    <div className="ea-order-table">
      {(onSearch || props.toolbar || sortPicker) && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <div className="me-auto">{props.toolbar}</div>
          {sortPicker && <SortPicker columns={columns} sort={sort} onSortChange={sortPicker} />}
          {onSearch && (
            <SearchBox onSearch={onSearch} value={props.searchValue} placeholder={searchPlaceholder} />
          )}
        </div>
      )}
      <div
        ref={scroller}
        className="ea-table-scroll"
        style={{ maxHeight: SCROLL_HEIGHT, overflowY: 'auto', opacity: loading && rows.length > 0 ? 0.6 : 1 }}
        onScroll={
          virtual ? (event) => setFirstRow(Math.floor(event.currentTarget.scrollTop / rowHeight)) : undefined
        }
        aria-busy={loading}
      >
        <Table hover size="sm" className="mb-0 align-middle small" aria-label={label}>
          <TableHead columns={columns} sort={sort} onSortChange={onSortChange} selectAll={selectAll} />
          <TableBody
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            selection={selection}
            onCheck={onCheck}
            window={rowRange}
            emptyText={emptyText}
            loading={loading}
            navigation={props.rowLink ? navigation : undefined}
            rowHeight={rowHeight}
          />
        </Table>
      </div>
      {(paging || props.footer) && (
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          {paging && (
            <>
              <RowsPerPage value={paging.rowsPerPage} onChange={paging.onRowsPerPageChange} />
              {paging.summary && <span className="small text-secondary">{paging.summary}</span>}
              <div className="ms-auto">
                <Pagination
                  page={paging.page}
                  totalPages={paging.totalPages}
                  onPageChange={paging.onPageChange}
                  openEnded={paging.openEnded}
                />
              </div>
            </>
          )}
          {props.footer}
        </div>
      )}
    </div>
  );
}
