import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { ShowAllNotice, useLatestRows } from './latestRows';

export interface SimpleColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

export interface SimpleTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: string;
  /**
   * A long history shows only its latest rows (the end of the list) until 'Show all' is pressed, so an
   * order worked on for months opens as fast as any other. Row numbers stay those of the whole list.
   */
  showLast?: number;
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
  columns,
  rows,
  rowKey,
  emptyText = 'No record found',
  showLast,
  rowOffset = 0,
  className = 'mb-0',
  striped = false,
}: SimpleTableProps<Row>) {
  const { shown, offset, showAll } = useLatestRows(rows, showLast);
  return (
    <>
      <ShowAllNotice shown={shown.length} total={rows.length} onShowAll={showAll} />
      {/* A table wider than a phone scrolls inside this box; it takes the focus so the keyboard can scroll it. */}
      <div className="table-responsive" role="region" aria-label={`${label} table`} tabIndex={0}>
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
              shown.map((row, position) => {
                const index = rowOffset + offset + position;
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
    </>
  );
}
