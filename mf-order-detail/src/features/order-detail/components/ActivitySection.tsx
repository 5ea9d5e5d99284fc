import { type ActivityEntry, type MailStatus, type OrderDetail } from '@earrival/shared/types';
import { bothClocks, zonedHistoryDateTime } from '@earrival/shared/dates';
import Badge from 'react-bootstrap/Badge';
import { HistoryControls } from '../../../components/HistoryControls';
import { Section } from '../../../components/Section';
import { useHistoryRows } from '../../../lib/useHistoryRows';

/** How each kind of line is tagged in the timeline. */
const KIND_LABEL: Record<string, string> = {
  created: 'Created',
  status: 'Moved',
  assign: 'Assigned',
  'assign-conflict': 'Assigned',
  delete: 'Deleted',
  'refund-requested': 'Refund',
  'refund-completed': 'Refunded',
  comment: 'Comment',
  transaction: 'Transaction',
  language: 'Language',
  upload: 'Upload',
  mail: 'Mail',
  download: 'Download',
  undone: 'Undone',
};

/** Mail lines that need attention stand out; queued and sent ones look like any other line. */
const MAIL_STYLE: Partial<Record<MailStatus, { item: string; bg: string; text?: 'dark' }>> = {
  failed: { item: 'od-timeline-failed', bg: 'danger' },
  retrying: { item: 'od-timeline-retrying', bg: 'warning', text: 'dark' },
};

const styleOf = (entry: ActivityEntry) => (entry.status ? MAIL_STYLE[entry.status] : undefined);

/**
 * Everything that happened to the order, newest first: the server merges its event log and the customer's
 * downloads into one list of sentences (a mail's provider and status included), so this block only lays
 * them out; a failed mail is marked in red, one still being retried in yellow. The latest lines come
 * with the order; 'Show all' pages through the rest.
 */
export function ActivitySection({ order }: { order: OrderDetail }) {
  const history = useHistoryRows({
    orderId: order.order_id,
    history: 'activity',
    latest: order.activity ?? [],
    total: order.totals?.activity,
    newestFirst: true,
  });
  const entries = history.rows;
  return (
    <Section id="activity" title="Activity">
      <HistoryControls state={history} label="Activity" />
      {entries.length === 0 ? (
        <p className="text-muted m-0">No record found</p>
      ) : (
        <ol className="od-timeline list-unstyled m-0" aria-label="Activity">
          {entries.map((entry) => {
            const style = styleOf(entry);
            return (
              <li key={entry.key} className={style ? `od-timeline-item ${style.item}` : 'od-timeline-item'}>
                {/* No column header over a timeline: the time names its zone, and both clocks show on
                    hover, the list's clock in the history's format. */}
                <time
                  className="od-timeline-time text-muted"
                  dateTime={entry.at}
                  title={bothClocks(entry.at, 'history')}
                >
                  {zonedHistoryDateTime(entry.at)}
                </time>
                <Badge bg={style?.bg ?? 'secondary'} text={style?.text} className="od-timeline-kind">
                  {KIND_LABEL[entry.kind] ?? entry.kind}
                </Badge>
                <span className="od-timeline-text">{entry.text}</span>
                <span className="od-timeline-actor text-muted">{entry.actor_name}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
