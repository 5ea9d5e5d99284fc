import type { SortState, TableColumn } from './types';

export interface TableHeadProps<Row, SortKey extends string> {
  columns: readonly TableColumn<Row, SortKey>[];
  sort: SortState<SortKey> | null | undefined;
  onSortChange?: (sort: SortState<SortKey>) => void;
  /** The header checkbox, when rows are selectable. */
  selectAll?: {
    checked: boolean;
    indeterminate: boolean;
    disabled: boolean;
    onChange: (checked: boolean) => void;
  };
}

// The header stays in view while the body scrolls (spec: fixed header); sticky cells need a background.
// Header texts may wrap (the header is not part of the virtual row arithmetic); row cells never do.
const stickyCell = { position: 'sticky', top: 0, zIndex: 2, background: 'var(--bs-body-bg, #fff)' } as const;

export function TableHead<Row, SortKey extends string>({
  columns,
  sort,
  onSortChange,
  selectAll,
}: TableHeadProps<Row, SortKey>) {
  return (
    <thead>
      <tr>
        {selectAll && (
          <th style={{ ...stickyCell, width: 40 }}>
            <input
              type="checkbox"
              className="form-check-input"
              aria-label="Select all rows on this page"
              checked={selectAll.checked}
              disabled={selectAll.disabled}
              ref={(input) => {
                if (input) input.indeterminate = selectAll.indeterminate;
              }}
              onChange={(event) => selectAll.onChange(event.target.checked)}
            />
          </th>
        )}
        {columns.map((column) => {
          const sortKey = column.sortKey;
          const active = sortKey !== undefined && sort?.key === sortKey;
          const direction = active ? sort?.direction : undefined;
          const ariaSort =
            direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
          return (
            <th key={column.id} style={stickyCell} aria-sort={ariaSort}>
              {sortKey !== undefined && onSortChange ? (
                <button
                  type="button"
                  className="btn btn-link p-0 fw-bold text-reset text-decoration-none text-start"
                  title={`Sort by ${column.header}`}
                  onClick={() =>
                    onSortChange({
                      key: sortKey,
                      // The sorted column turns round; another starts at its own first direction.
                      direction: direction
                        ? direction === 'asc'
                          ? 'desc'
                          : 'asc'
                        : (column.firstDirection ?? 'asc'),
                    })
                  }
                >
                  {column.header}
                  {/* Only the sorted column shows an arrow: idle arrows on every header cost the width
                      the Action column needs beside the sidebar (react-admin does the same). */}
                  {direction && (
                    <span aria-hidden="true" className="ms-1 text-secondary">
                      {direction === 'asc' ? '▲' : '▼'}
                    </span>
                  )}
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
