import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

export interface SimpleColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

export interface SimpleTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** The scroll box's name for screen readers; `<label> table` unless given (another language's words). */
  regionLabel?: string;
  columns: SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: string;
  /**
   * Position in the whole history of the first row given, when the rows are a part the server cut (the
   * latest entries, or one page): row numbers stay those of the whole history.
   */
  rowOffset?: number;
  /** Extra classes of the table element (e.g. a screen's own table style). */
  className?: string;
  striped?: boolean;
}

/**
 * A small read-only table (histories, customs lists) that scrolls sideways on a phone instead of squeezing
 * its columns; 'No record found' when empty.
 */
export function SimpleTable<Row>({
  label,
  regionLabel = `${label} table`,
  columns,
  rows,
  rowKey,
  emptyText = 'No record found',
  rowOffset = 0,
  className = 'mb-0',
  striped = false,
}: SimpleTableProps<Row>) {
  // A table wider than a phone scrolls inside this box; it takes the focus so the keyboard can scroll it.
  return (
    <div className="table-responsive" role="region" aria-label={regionLabel} tabIndex={0}>
      <Table size="sm" bordered hover striped={striped} className={className} aria-label={label}>
        <thead className="table-light">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="text-center text-muted">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, position) => {
              const index = rowOffset + position;
              return (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className}>
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </div>
  );
}
