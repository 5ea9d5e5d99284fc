import Table from 'react-bootstrap/Table';
import { capitalizeFirst, formatHistoryDateTime, type VisitorDownload } from '@earrival/shared';

export const NO_DOWNLOADS_TEXT = 'No record found';

const COLUMNS = [
  '#',
  'Order ID',
  'Date & Time (EST)',
  'Device IP Address',
  'Device',
  'Device Type',
  'Browser',
  'OS',
  'Device Location',
];

/** Every download of the order, newest first, as the customer (and staff) see them. */
export function DownloadHistoryTable({ rows }: { rows: VisitorDownload[] }) {
  return (
    <section className="ea-visitor-history" aria-labelledby="ea-downloads-title">
      <h2 id="ea-downloads-title" className="mb-3">
        Downloaded History
      </h2>
      <Table responsive striped hover size="sm" aria-labelledby="ea-downloads-title">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center text-muted py-3">
                {NO_DOWNLOADS_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id}>
                <td>{index + 1}</td>
                <td>{row.order_id}</td>
                <td>{formatHistoryDateTime(row.create_ts)}</td>
                <td>{row.ip}</td>
                <td>{row.device}</td>
                <td>{capitalizeFirst(row.device_type)}</td>
                <td>{row.browser}</td>
                <td>{row.os}</td>
                <td>{row.location}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
