import { type VisitorDownload } from '@earrival/shared/types';
import { useMemo } from 'react';
import { SimpleTable, type SimpleColumn } from '@earrival/shared/table';
import { useLanguage, useText } from '../../../i18n/language';
import { historyDateTime, HISTORY_ZONE_LABEL } from '../../../i18n/dates';

/** The first time, and for a repeated download how many and when the last one was. */
function DownloadTime({ row }: { row: VisitorDownload }) {
  const text = useText();
  const language = useLanguage();
  const times = row.times;
  const last = row.last_ts ? text('history.last', { time: historyDateTime(language, row.last_ts) }) : '';
  return (
    <>
      {historyDateTime(language, row.create_ts)}
      {times > 1 && (
        <small className="d-block text-muted">
          {[text('history.repeats', { count: times }), last].filter(Boolean).join(', ')}
        </small>
      )}
    </>
  );
}

/** The table's columns in the page's language (the spec's headers in English). */
function useColumns(): SimpleColumn<VisitorDownload>[] {
  const text = useText();
  return useMemo(
    () => [
      { header: text('history.number'), cell: (_row, index) => index + 1 },
      { header: text('history.orderId'), cell: (row) => row.order_id },
      {
        header: text('history.time', { zone: HISTORY_ZONE_LABEL }),
        cell: (row) => <DownloadTime row={row} />,
      },
      { header: text('history.ip'), cell: (row) => row.ip },
      { header: text('history.device'), cell: (row) => row.device },
      {
        header: text('history.deviceType'),
        cell: (row) => (row.device_type ? text('history.type', { type: row.device_type }) : ''),
      },
      { header: text('history.browser'), cell: (row) => row.browser },
      { header: text('history.os'), cell: (row) => row.os },
      { header: text('history.location'), cell: (row) => row.location },
    ],
    [text],
  );
}

/** Every download of the order, newest first, as the customer (and staff) see them. */
export function DownloadHistoryTable({ rows }: { rows: VisitorDownload[] }) {
  const text = useText();
  const columns = useColumns();
  return (
    <section className="ea-visitor-history" aria-labelledby="ea-downloads-title">
      <h2 id="ea-downloads-title" className="mb-3">
        {text('history.title')}
      </h2>
      <SimpleTable
        label={text('history.title')}
        regionLabel={text('history.region', { title: text('history.title') })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={text('history.empty')}
        striped
      />
    </section>
  );
}
