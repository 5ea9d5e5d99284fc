import { type VisitorDownload } from '@earrival/shared/types';
import { HISTORY_DATE_TIME_HEADER, formatHistoryDateTime } from '@earrival/shared/dates';
import { SimpleTable, type SimpleColumn } from '@earrival/shared/table';

export const NO_DOWNLOADS_TEXT = 'No record found';

/** The first letter capitalised (a device type such as 'mobile'). */
export function capitalizeFirst(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first time, and for a repeated download how many and when the last one was. */
function DownloadTime({ row }: { row: VisitorDownload }) {
  const times = row.times;
  return (
    <>
      {formatHistoryDateTime(row.create_ts)}
      {times > 1 && (
        <small className="d-block text-muted">
          {times} downloads{row.last_ts ? `, last ${formatHistoryDateTime(row.last_ts)}` : ''}
        </small>
      )}
    </>
  );
}

const COLUMNS: SimpleColumn<VisitorDownload>[] = [
  { header: '#', cell: (_row, index) => index + 1 },
  { header: 'Order ID', cell: (row) => row.order_id },
  { header: HISTORY_DATE_TIME_HEADER, cell: (row) => <DownloadTime row={row} /> },
  { header: 'Device IP Address', cell: (row) => row.ip },
  { header: 'Device', cell: (row) => row.device },
  { header: 'Device Type', cell: (row) => capitalizeFirst(row.device_type) },
  { header: 'Browser', cell: (row) => row.browser },
  { header: 'OS', cell: (row) => row.os },
  { header: 'Device Location', cell: (row) => row.location },
];

/** Every download of the order, newest first, as the customer (and staff) see them. */
export function DownloadHistoryTable({ rows }: { rows: VisitorDownload[] }) {
  return (
    <section className="ea-visitor-history" aria-labelledby="ea-downloads-title">
      <h2 id="ea-downloads-title" className="mb-3">
        Downloaded History
      </h2>
      <SimpleTable
        label="Downloaded History"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={NO_DOWNLOADS_TEXT}
        striped
      />
    </section>
  );
}
