import { type DownloadHistoryEntry } from '@earrival/shared/types';
import {
  HISTORY_DATE_TIME_HEADER,
  formatHistoryDateTime,
  zonedHistoryDateTime,
} from '@earrival/shared/dates';
import { SimpleTable } from '@earrival/shared/table';
import { HistoryControls } from '../../../components/HistoryControls';
import { Section } from '../../../components/Section';
import { useHistoryRows } from '../../../lib/useHistoryRows';
import { useSendTrackLink } from '../hooks/useMailActions';
import { MailForm } from './MailForm';

export interface DownloadHistoryProps {
  orderId: number;
  /** The newest downloads (the detail's downloadHistory), oldest first. */
  downloads: DownloadHistoryEntry[];
  /** How many download records the order has in all (the detail's totals.downloads). */
  total?: number;
  customerEmail: string;
}

/** '3×': a repeated download from the same device within minutes is one record with a count. */
function Times({ row }: { row: DownloadHistoryEntry }) {
  const times = row.times ?? 1;
  if (times <= 1 || !row.last_ts) return <>{times}×</>;
  return <span title={`Last at ${zonedHistoryDateTime(row.last_ts)}`}>{times}×</span>;
}

/**
 * The customer's downloads, in US Eastern time, each with how many times it was repeated, and Sent Mail:
 * the customer is mailed the track-order link (through the default provider) so they can download the
 * document themselves. The latest records come with the order; 'Show all' pages through the rest.
 */
export function DownloadHistory({ orderId, downloads, total, customerEmail }: DownloadHistoryProps) {
  const sendLink = useSendTrackLink(orderId);
  const history = useHistoryRows({ orderId, history: 'downloads', latest: downloads, total });
  return (
    <Section id="download-history" title="Download History">
      <HistoryControls state={history} label="Download History" />
      <SimpleTable<DownloadHistoryEntry>
        className="od-table mb-0"
        label="Download History"
        rows={history.rows}
        rowOffset={history.rowOffset}
        rowKey={(row) => row.id}
        columns={[
          { header: '#', cell: (_row, index) => index + 1 },
          { header: 'Order ID', cell: (row) => row.order_id },
          {
            header: HISTORY_DATE_TIME_HEADER,
            cell: (row) => formatHistoryDateTime(row.create_ts),
            className: 'text-nowrap',
          },
          { header: 'Downloaded File', cell: (row) => row.file1 || '—', className: 'text-break' },
          { header: 'IP Address', cell: (row) => row.ip },
          { header: 'Location', cell: (row) => row.location || '—' },
          { header: 'Times', cell: (row) => <Times row={row} />, className: 'text-nowrap' },
        ]}
      />
      <div className="mt-3">
        <MailForm
          id="track-link"
          label="Send the track-order link"
          defaultEmail={customerEmail}
          buttons={[{ provider: 'first', label: 'Sent Mail' }]}
          send={(input) => sendLink.mutateAsync(input)}
        />
      </div>
    </Section>
  );
}
