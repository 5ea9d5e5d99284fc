import Badge from 'react-bootstrap/Badge';
import { type MailHistoryEntry } from '@earrival/shared/types';
import { formatHistoryDateTime, SimpleTable } from '@earrival/shared/ui';
import { HistoryControls } from '../../../components/HistoryControls';
import { Section } from '../../../components/Section';
import { useHistoryRows } from '../../../lib/useHistoryRows';
import { PROVIDERS } from '../emailSchema';
import { useResendMail } from '../hooks/useMailActions';
import { DocumentLink } from './DocumentLink';
import { MailForm } from './MailForm';

function Outcome({ mail }: { mail: MailHistoryEntry }) {
  if (mail.outcome === 'failed') {
    return (
      <span>
        <Badge bg="danger">Failed</Badge>{' '}
        <span className="od-outcome-detail">{mail.failure_reason ?? 'No reason given'}</span>
      </span>
    );
  }
  return (
    <span>
      <Badge bg="success">Accepted</Badge>{' '}
      {mail.provider_message_id && (
        <span className="od-outcome-detail text-muted" title="Provider message id">
          {mail.provider_message_id}
        </span>
      )}
    </span>
  );
}

export interface EmailHistoryProps {
  orderId: number;
  /** The newest mails (the detail's mailHistory), oldest first. */
  mails: MailHistoryEntry[];
  /** How many mails the order has in all (the detail's totals.mails). */
  total?: number;
  customerEmail: string;
}

/**
 * Every mail sent for the order (oldest first) with its provider and outcome, and Resend Mail per
 * provider. The latest mails come with the order; 'Show all' pages through the rest.
 */
export function EmailHistory({ orderId, mails, total, customerEmail }: EmailHistoryProps) {
  const resend = useResendMail(orderId);
  const history = useHistoryRows({ orderId, history: 'mails', latest: mails, total });
  return (
    <Section id="email-history" title="Email History">
      <HistoryControls state={history} label="Email History" />
      <SimpleTable<MailHistoryEntry>
        className="od-table mb-0"
        label="Email History"
        rows={history.rows}
        rowOffset={history.rowOffset}
        rowKey={(mail) => mail.id}
        columns={[
          { header: '#', cell: (_mail, index) => index + 1 },
          { header: 'Order ID', cell: (mail) => mail.order_id },
          {
            header: 'Download',
            cell: (mail) =>
              mail.uploadDoc.file1 ? <DocumentLink orderId={orderId} file1={mail.uploadDoc.file1} /> : '—',
          },
          {
            header: 'Date & Time',
            cell: (mail) => formatHistoryDateTime(mail.create_ts),
            className: 'text-nowrap',
          },
          { header: 'Mail Provider', cell: (mail) => mail.provider_label },
          { header: 'Sent To', cell: (mail) => mail.email },
          { header: 'Outcome', cell: (mail) => <Outcome mail={mail} /> },
        ]}
      />
      <div className="mt-3">
        <MailForm
          id="resend"
          label="Resend Mail"
          defaultEmail={customerEmail}
          buttons={PROVIDERS.map((p) => ({ provider: p.value, label: `Resend Mail (${p.label})` }))}
          send={(input) => resend.mutateAsync(input)}
        />
      </div>
    </Section>
  );
}
