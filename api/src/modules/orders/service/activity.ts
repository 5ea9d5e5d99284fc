import { statusLabel } from '@earrival/shared/status';
import type { MailEntry as MailHistoryEntry } from '../../../platform/mailer/schemas';
import type { OrderEventAction } from '../schemas/events';
import type { ActivityEntry } from '../schemas/history';
import { isCustomerLanguage, LANGUAGE_NAMES } from '@earrival/shared/languages';

interface EventLine {
  id: number;
  actor_name: string;
  action: string;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  created_at: string;
}

interface DownloadLine {
  id: number;
  create_ts: string;
  ip: string;
  location: string;
  file1: string;
  /** Downloads the row stands for (repeats from one device within minutes are one row). */
  times?: number;
}

/** A status of the log as people read it ('?' when the log has none). */
const label = (status: string | null) => statusLabel(status) || '?';

/** One readable sentence per event kind (the event log stores the facts, tokens included; this says them). */
function eventText(e: EventLine): string {
  switch (e.action) {
    case 'created':
      return `Order received${e.detail ? ` (${e.detail})` : ''}`;
    case 'status':
      return `Moved from ${label(e.from_value)} to ${label(e.to_value)}`;
    case 'delete':
      return `Deleted (was ${label(e.from_value)})`;
    case 'assign':
      return e.to_value
        ? `Assigned to ${e.to_value}`
        : `Returned to its queue${e.from_value ? ` (was assigned to ${e.from_value})` : ''}`;
    case 'assign-conflict':
      return `Could not take the order: ${e.detail ?? 'already assigned'}`;
    case 'refund-requested':
      return 'Refund requested';
    case 'refund-completed':
      return 'Refund completed';
    case 'comment':
      return `Commented: ${e.detail ?? ''}`.trim();
    case 'transaction':
      return `Transaction details saved: ${e.to_value ?? ''}`;
    case 'language':
      return `Customer language set to ${languageName(e.to_value)}${e.from_value ? ` (was ${languageName(e.from_value)})` : ''}`;
    case 'undone':
      return `Undone: ${e.detail ?? 'previous state restored'}`;
    case 'upload':
      return `Uploaded document ${e.to_value ?? ''}${e.detail ? ` (${e.detail})` : ''}`;
    default:
      return [e.action, e.from_value, e.to_value, e.detail].filter(Boolean).join(' ');
  }
}

const KIND_TEXT = { document: 'the document', 'track-link': 'the track-order link', invoice: 'the invoice' };

function mailText(m: MailHistoryEntry): string {
  const what = `Mailed ${KIND_TEXT[m.kind]} to ${m.email} via ${m.provider_label}`;
  const tries = m.attempts > 1 ? ` after ${m.attempts} tries` : '';
  switch (m.status) {
    case 'sent':
      return `${what}: sent${tries}${m.provider_message_id ? ` (${m.provider_message_id})` : ''}`;
    case 'queued':
      return `${what}: queued`;
    case 'retrying':
      return `${what}: retrying after ${m.attempts} failed ${m.attempts === 1 ? 'try' : 'tries'} (${m.failure_reason ?? 'no reason given'})`;
    case 'failed':
      return `${what}: failed${tries} (${m.failure_reason ?? 'no reason given'})`;
  }
}

/**
 * The Activity block: everything that happened to the order, newest first. Events come from the event
 * log, except mails, which come from Email History (it has the provider's answer), and customer
 * downloads, which come from Download History (the visitor area writes them there).
 */
export function buildActivity(
  events: EventLine[],
  mails: MailHistoryEntry[],
  downloads: DownloadLine[],
): ActivityEntry[] {
  const lines: ActivityEntry[] = [
    ...events
      .filter((e) => e.action !== 'mail' && e.action !== 'download')
      .map((e) => ({
        key: `e${e.id}`,
        at: e.created_at,
        kind: e.action as OrderEventAction,
        actor_name: e.actor_name,
        text: eventText(e),
      })),
    ...mails.map((m) => ({
      key: `m${m.id}`,
      at: m.create_ts,
      kind: 'mail' as const,
      actor_name: m.sent_by ?? 'system',
      text: mailText(m),
      provider: m.mail_service_provider,
      status: m.status,
    })),
    ...downloads.map((d) => ({
      key: `d${d.id}`,
      at: d.create_ts,
      kind: 'download' as const,
      actor_name: 'customer',
      text: `Customer downloaded ${d.file1 || 'the document'} from ${d.ip}${d.location ? ` (${d.location})` : ''}${
        (d.times ?? 1) > 1 ? `, ${d.times} times` : ''
      }`,
    })),
  ];
  // Newest first; equal times fall back to the record's own order (later id first), so a list written in
  // one instant still reads in the order it happened, and never jumps between reloads.
  const seq = (key: string) => Number(key.slice(1));
  return lines.sort((a, b) => {
    if (a.at !== b.at) return a.at < b.at ? 1 : -1;
    if (a.key[0] !== b.key[0]) return a.key[0]! < b.key[0]! ? 1 : -1;
    return seq(b.key) - seq(a.key);
  });
}

/** A language code as staff read it: its own name ('es' -> 'Español'). */
const languageName = (code: string | null) =>
  isCustomerLanguage(code) ? LANGUAGE_NAMES[code] : (code ?? '');
