import type { SortDirection, SortState, TableColumn } from './types';

export interface SortPickerProps<Row, SortKey extends string> {
  columns: readonly TableColumn<Row, SortKey>[];
  sort: SortState<SortKey> | null | undefined;
  onSortChange: (sort: SortState<SortKey>) => void;
}

const value = (key: string, direction: SortDirection) => `${key}:${direction}`;

/** A date column reads as time ("newest first"); the others as plain order. */
function optionText(header: string, direction: SortDirection, firstDirection: SortDirection | undefined) {
  const byTime = firstDirection === 'desc';
  const words =
    direction === 'desc' ? (byTime ? 'newest first' : 'descending') : byTime ? 'oldest first' : 'ascending';
  return `${header}, ${words} ${direction === 'asc' ? '▲' : '▼'}`;
}

/**
 * The sort of a phone's card list, where the table's headers are hidden: one choice per sortable column
 * and direction, the column's own first direction first (a date newest first). The same state as the
 * headers' clicks, so the address and the server's order follow it alike.
 */
export function SortPicker<Row, SortKey extends string>({
  columns,
  sort,
  onSortChange,
}: SortPickerProps<Row, SortKey>) {
  const sortable = columns.filter((column) => column.sortKey !== undefined);
  if (sortable.length === 0) return null;
  return (
    <select
      className="form-select form-select-sm w-auto"
      aria-label="Sort by"
      value={sort ? value(sort.key, sort.direction) : ''}
      onChange={(event) => {
        const [key, direction] = event.target.value.split(':') as [SortKey, SortDirection];
        onSortChange({ key, direction });
      }}
    >
      {!sort && <option value="">Sort by…</option>}
      {sortable.flatMap((column) => {
        const first = column.firstDirection ?? 'asc';
        const directions: SortDirection[] = first === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'];
        return directions.map((direction) => (
          <option key={value(column.sortKey!, direction)} value={value(column.sortKey!, direction)}>
            {optionText(column.header, direction, column.firstDirection)}
          </option>
        ));
      })}
    </select>
  );
}
