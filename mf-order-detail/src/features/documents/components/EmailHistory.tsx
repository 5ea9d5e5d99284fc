import { Fragment, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { type MailHistoryEntry, type MailProvider, type MailStatus } from '@earrival/shared/types';
import { HISTORY_DATE_TIME_HEADER, formatHistoryDateTime } from '@earrival/shared/dates';
import { HistoryControls, RowToggle } from '../../../components/HistoryControls';
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

/**
 * What is known of one mail beyond its columns, shown on demand: the provider's Message-ID (what a
 * provider's support or a chargeback reviewer asks for) and, for a mail not yet sent, the provider's answer
 * to its last try.
 */
function MailDetails({ mail, id }: { mail: MailHistoryEntry; id: string }) {
  // A re-queued mail still carries the reason of its last failure; it is no longer what happens now.
  const answer =
    mail.status === 'retrying' || mail.status === 'failed'
      ? (mail.failure_reason ?? 'No reason given')
      : null;
  return (
    <dl id={id} className="od-mail-details row mb-0">
      <dt className="col-sm-3">Message-ID</dt>
      <dd className="col-sm-9 od-mail-detail">
        {mail.provider_message_id ?? 'None yet: no provider has accepted this mail.'}
      </dd>
      {answer && (
        <>
          <dt className="col-sm-3">Provider&apos;s answer</dt>
          <dd className="col-sm-9 od-mail-detail">{answer}</dd>
        </>
      )}
      <dt className="col-sm-3">Subject</dt>
      <dd className="col-sm-9">{mail.subject}</dd>
      {mail.sent_by && (
        <>
          <dt className="col-sm-3">Sent by</dt>
          <dd className="col-sm-9">{mail.sent_by}</dd>
        </>
      )}
    </dl>
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
      <span className="text-nowrap">
        <Badge bg={badge.bg} text={badge.text}>
          {badge.label}
        </Badge>
        {mail.attempts > 0 && (
          <>
            {' '}
            <span className="od-mail-detail text-muted">{tries(mail.attempts)}</span>
          </>
        )}
      </span>
      {mail.status === 'failed' && <RetryButtons orderId={orderId} mail={mail} />}
    </div>
  );
}

/** An address that may wrap only before its '@' and dots, never inside a word. */
function Address({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const HEADERS = [
  '#',
  'Order ID',
  'Download',
  HISTORY_DATE_TIME_HEADER,
  'Mail Provider',
  'Sent To',
  'Status',
  'Details',
];

export interface EmailHistoryProps {
  orderId: number;
  /** The newest mails (the detail's mailHistory), oldest first. */
  mails: MailHistoryEntry[];
  /** How many mails the order has in all (the detail's totals.mails). */
  total?: number;
  customerEmail: string;
  /** Whether a document is stored for the order: Resend Mail has nothing to send before. */
  hasDocument: boolean;
}

const NO_DOCUMENT = 'No document uploaded yet';

/**
 * Every mail of the order (oldest first), one per row in columns: when, through which provider, to which
 * address, and where it stands (queued, sent, retrying, failed, with its tries); Retry for a failed one.
 * Details opens a line under the row with the Message-ID and the provider's last answer, so long ids do
 * not squeeze the columns. Resend Mail per provider below, disabled with its reason until a document is
 * stored (Upload Document is then the step to take). The rows follow the worker through the order's
 * live refetch. The latest mails come with the order; 'Show all' pages through the rest.
 */
export function EmailHistory({ orderId, mails, total, customerEmail, hasDocument }: EmailHistoryProps) {
  const resend = useResendMail(orderId);
  const history = useHistoryRows({ orderId, history: 'mails', latest: mails, total });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Section id="email-history" title="Email History">
      <HistoryControls state={history} label="Email History" />
      <Table responsive size="sm" bordered hover className="od-table mb-0" aria-label="Email History">
        <thead className="table-light">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.rows.length === 0 && (
            <tr>
              <td colSpan={HEADERS.length} className="text-center text-muted">
                No record found
              </td>
            </tr>
          )}
          {history.rows.map((mail, index) => {
            const expanded = open.has(mail.id);
            const detailsId = `mail-details-${mail.id}`;
            return (
              <Fragment key={mail.id}>
                <tr className={expanded ? 'table-active' : undefined}>
                  <td>{history.rowOffset + index + 1}</td>
                  <td>{mail.order_id}</td>
                  <td>
                    {mail.uploadDoc.file1 ? (
                      <DocumentLink orderId={orderId} file1={mail.uploadDoc.file1} />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="text-nowrap">{formatHistoryDateTime(mail.create_ts)}</td>
                  <td className="text-nowrap">{mail.provider_label}</td>
                  <td>
                    <Address email={mail.email} />
                  </td>
                  <td>
                    <MailStatusCell orderId={orderId} mail={mail} />
                  </td>
                  <td>
                    <RowToggle
                      open={expanded}
                      controls={detailsId}
                      closedText="Details"
                      label={`${expanded ? 'Hide' : 'Show'} details of mail ${history.rowOffset + index + 1}`}
                      onToggle={() => toggle(mail.id)}
                    />
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={HEADERS.length}>
                      <MailDetails mail={mail} id={detailsId} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      <div className="mt-3">
        <MailForm
          id="resend"
          label="Resend Mail"
          defaultEmail={customerEmail}
          buttons={PROVIDERS.map((p) => ({ provider: p.value, label: `Resend Mail (${p.label})` }))}
          send={(input) => resend.mutateAsync(input)}
          disabledReason={hasDocument ? undefined : NO_DOCUMENT}
          solid={false}
        />
      </div>
    </Section>
  );
}
