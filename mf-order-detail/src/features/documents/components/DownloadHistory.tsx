import { type DownloadHistoryEntry } from '@earrival/shared/types';
import { formatHistoryDateTime, HISTORY_ROWS, SimpleTable } from '@earrival/shared/ui';
import { Section } from '../../../components/Section';
import { useSendTrackLink } from '../hooks/useMailActions';
import { MailForm } from './MailForm';

export interface DownloadHistoryProps {
  orderId: number;
  downloads: DownloadHistoryEntry[];
  customerEmail: string;
}

/**
 * The customer's downloads, in US Eastern time, and Sent Mail: the customer is mailed the track-order link
 * (through the default provider) so they can download the document themselves.
 */
export function DownloadHistory({ orderId, downloads, customerEmail }: DownloadHistoryProps) {
  const sendLink = useSendTrackLink(orderId);
  return (
    <Section id="download-history" title="Download History">
      <SimpleTable<DownloadHistoryEntry>
        className="od-table mb-0"
        label="Download History"
        showLast={HISTORY_ROWS}
        rows={downloads}
        rowKey={(row) => row.id}
        columns={[
          { header: '#', cell: (_row, index) => index + 1 },
          { header: 'Order ID', cell: (row) => row.order_id },
          {
            header: 'Date & Time (EST)',
            cell: (row) => formatHistoryDateTime(row.create_ts),
            className: 'text-nowrap',
          },
          { header: 'Downloaded File', cell: (row) => row.file1 || '—', className: 'text-break' },
          { header: 'IP Address', cell: (row) => row.ip },
          { header: 'Location', cell: (row) => row.location || '—' },
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
