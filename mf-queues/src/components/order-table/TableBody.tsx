import { memo, type MouseEvent, type ReactElement } from 'react';
import type { RowSource, TableColumn, TableSelection } from './types';
import type { RowNavigation } from './useRowNavigation';
import { ROW_HEIGHT, type RowWindow } from './virtualWindow';

export interface TableBodyProps<Row, SortKey extends string> {
  columns: readonly TableColumn<Row, SortKey>[];
  rows: RowSource<Row>;
  rowKey: (row: Row) => string | number;
  selection?: TableSelection<Row>;
  /** A row checkbox was clicked; `extend` is true with Shift held (select the range from the last click). */
  onCheck?: (index: number, row: Row, checked: boolean, extend: boolean) => void;
  /** The rows to render; absent renders every row. */
  window?: RowWindow;
  emptyText: string;
  loading: boolean;
  /** Rows that open something (see useRowNavigation). */
  navigation?: RowNavigation<Row>;
  /** Row height (the narrow screen's cards are taller). */
  rowHeight?: number;
}

// Every row has the same height, so a virtual window can place rows by arithmetic alone.

export function TableBody<Row, SortKey extends string>({
  columns,
  rows,
  rowKey,
  selection,
  onCheck,
  window,
  emptyText,
  loading,
  navigation,
  rowHeight = ROW_HEIGHT,
}: TableBodyProps<Row, SortKey>) {
  const span = columns.length + (selection ? 1 : 0);
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={span} className="text-center text-secondary py-4">
            {loading ? 'Loading…' : emptyText}
          </td>
        </tr>
      </tbody>
    );
  }
  const start = window?.start ?? 0;
  const end = window?.end ?? rows.length;
  const rendered = [];
  for (let index = start; index < end; index += 1) {
    const row = rows.at(index);
    rendered.push(
      row === undefined ? (
        <tr key={`pending-${index}`} style={{ height: rowHeight }} aria-busy="true">
          <td colSpan={span} className="text-secondary">
            Loading…
          </td>
        </tr>
      ) : (
        <BodyRow
          key={rowKey(row)}
          row={row}
          columns={columns}
          index={index}
          selection={selection}
          onCheck={onCheck}
          selected={selection ? selection.isSelected(row) : false}
          height={rowHeight}
          tabbable={navigation ? navigation.tabbable === index : undefined}
          onRowClick={navigation?.onRowClick}
          onRowAuxClick={navigation?.onRowAuxClick}
          onRowFocus={navigation?.onRowFocus}
          onRowBlur={navigation?.onRowBlur}
        />
      ),
    );
  }
  return (
    <tbody>
      {window && window.padTop > 0 && <tr aria-hidden="true" style={{ height: window.padTop }} />}
      {rendered}
      {window && window.padBottom > 0 && <tr aria-hidden="true" style={{ height: window.padBottom }} />}
    </tbody>
  );
}

interface BodyRowProps<Row, SortKey extends string> {
  row: Row;
  index: number;
  onCheck?: TableBodyProps<Row, SortKey>['onCheck'];
  columns: readonly TableColumn<Row, SortKey>[];
  selection?: TableSelection<Row>;
  selected: boolean;
  height: number;
  /** Linked rows: whether this one takes Tab (undefined: the rows are not links). */
  tabbable?: boolean;
  onRowClick?: (event: MouseEvent<HTMLTableRowElement>, row: Row) => void;
  onRowAuxClick?: (event: MouseEvent<HTMLTableRowElement>, row: Row) => void;
  onRowFocus?: (index: number, itself: boolean) => void;
  onRowBlur?: () => void;
}

// Memoised: while scrolling a long list only the rows entering the window render.
const BodyRow = memo(function BodyRow<Row, SortKey extends string>({
  row,
  index,
  columns,
  selection,
  onCheck,
  selected,
  height,
  tabbable,
  onRowClick,
  onRowAuxClick,
  onRowFocus,
  onRowBlur,
}: BodyRowProps<Row, SortKey>) {
  const linked = tabbable !== undefined;
  const classes = [selected ? 'table-active' : '', linked ? 'ea-row-link' : ''].filter(Boolean).join(' ');
  return (
    <tr
      style={{ height }}
      className={classes || undefined}
      data-row-index={index}
      tabIndex={linked ? (tabbable ? 0 : -1) : undefined}
      onClick={onRowClick && ((event) => onRowClick(event, row))}
      onAuxClick={onRowAuxClick && ((event) => onRowAuxClick(event, row))}
      onFocus={onRowFocus && ((event) => onRowFocus(index, event.target === event.currentTarget))}
      onBlur={onRowBlur}
    >
      {selection && (
        <td data-card="select">
          <input
            type="checkbox"
            className="form-check-input"
            aria-label="Select row"
            checked={selected}
            disabled={selection.disabled}
            // Click rather than change: only the click carries the Shift key.
            onClick={(event) => onCheck?.(index, row, event.currentTarget.checked, event.shiftKey)}
            onChange={() => undefined}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          className={column.className ?? 'text-nowrap'}
          data-card={column.card ? column.id : undefined}
          data-label={column.header}
        >
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row, SortKey extends string>(props: BodyRowProps<Row, SortKey>) => ReactElement;
