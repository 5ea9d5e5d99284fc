import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { type MailHistoryEntry, type MailProvider, type MailStatus } from '@earrival/shared/types';
import { formatHistoryDateTime, SimpleTable } from '@earrival/shared/ui';
import { HistoryControls } from '../../../components/HistoryControls';
import { Section } from '../../../components/Section';
import { useHistoryRows } from '../../../lib/useHistoryRows';
import { otherProvider, PROVIDER_NAMES, PROVIDERS } from '../emailSchema';
import { useResendMail, useRetryMail } from '../hooks/useMailActions';
import { DocumentLink } from './DocumentLink';
import { MailForm } from './MailForm';

// Dark text on the yellow badge: white on warning does not reach a readable contrast.
const STATUS_BADGE: Record<MailStatus, { label: string; bg: string; text?: 'dark' }> = {
  queued: { label: 'Queued', bg: 'secondary' },
  sent: { label: 'Sent', bg: 'success' },
  retrying: { label: 'Retrying', bg: 'warning', text: 'dark' },
  failed: { label: 'Failed', bg: 'danger' },
};

const tries = (attempts: number) => (attempts === 1 ? '1 try' : `${attempts} tries`);

/** What the provider last said: its message id once sent, its refusal while retrying or failed. */
function ProviderAnswer({ mail }: { mail: MailHistoryEntry }) {
  if (mail.status === 'sent') {
    if (!mail.provider_message_id) return null;
    return (
      <>
        {' '}
        <span className="od-mail-detail text-muted" title="Provider message id">
          {mail.provider_message_id}
        </span>
      </>
    );
  }
  // A re-queued mail still carries the reason of its last failure; it is no longer what happens now.
  if (mail.status === 'queued') return null;
  return (
    <>
      {' '}
      <span className="od-mail-detail" title="The provider's answer to the last try">
        {mail.failure_reason ?? 'No reason given'}
      </span>
    </>
  );
}

/**
 * A failed mail queued again: through its own provider, or through the other one when its own keeps
 * refusing. Both stay disabled while the call runs; the refetch that follows replaces them with the new
 * status.
 */
function RetryButtons({ orderId, mail }: { orderId: number; mail: MailHistoryEntry }) {
  const retry = useRetryMail(orderId);
  const other = otherProvider(mail.mail_service_provider);
  const send = (provider: MailProvider) => retry.mutate({ mailId: mail.id, mailServiceProvider: provider });
  return (
    <div className="d-flex flex-wrap gap-1 mt-1">
      <Button
        size="sm"
        variant="outline-primary"
        disabled={retry.isPending}
        title={`Queue this mail again through ${mail.provider_label}`}
        onClick={() => send(mail.mail_service_provider)}
      >
        Retry
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={retry.isPending} onClick={() => send(other)}>
        Send via {PROVIDER_NAMES[other]}
      </Button>
    </div>
  );
}

function MailStatusCell({ orderId, mail }: { orderId: number; mail: MailHistoryEntry }) {
  const badge = STATUS_BADGE[mail.status];
  return (
    <div>
      <Badge bg={badge.bg} text={badge.text}>
        {badge.label}
      </Badge>
      {mail.attempts > 0 && (
        <>
          {' '}
          <span className="od-mail-detail text-muted">{tries(mail.attempts)}</span>
        </>
      )}
      <ProviderAnswer mail={mail} />
      {mail.status === 'failed' && <RetryButtons orderId={orderId} mail={mail} />}
    </div>
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
 * Every mail of the order (oldest first) with its provider and where it stands (queued, sent, retrying,
 * failed, with its tries and the provider's answer), Retry for a failed one, and Resend Mail per provider.
 * The rows follow the worker through the order's live refetch. The latest mails come with the order;
 * 'Show all' pages through the rest.
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
          { header: 'Status', cell: (mail) => <MailStatusCell orderId={orderId} mail={mail} /> },
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
