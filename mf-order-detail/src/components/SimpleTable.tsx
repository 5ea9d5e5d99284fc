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
  columns: SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: string;
}

/** A small read-only table that scrolls sideways on a phone instead of squeezing its columns. */
export function SimpleTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText = 'No record found',
}: SimpleTableProps<Row>) {
  return (
    <Table responsive size="sm" bordered hover className="od-table mb-0" aria-label={label}>
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
          rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
