import { Type, type Static, type TObject } from 'typebox';
import { DETAIL_HISTORY_ROWS, HISTORY_PAGE_MAX, ORDER_HISTORIES } from '@earrival/shared/types';
import { IsoTime, Nullable, OrderIdText, StringEnum, YesNo } from '../../../platform/http/schemas';
import { MailEntry, MailProvider, MailStatus } from '../../../platform/mailer/schemas';
import { ORDER_EVENT_ACTIONS, OrderEventAction } from './events';

/*
 * The entries of an order's histories, as the staff screens read them. The order detail, the paged history
 * call, the mail and upload calls and the defence pack's evidence all answer with them, so they are declared
 * here once rather than in one of those modules. (Each module's rows become these in its own mapping.)
 */

/** A stored document (the approved arrival card) of an order. */
export const DocumentEntry = Type.Object(
  {
    id: Type.Integer(),
    file1: Type.String({ description: "The server's file name under the order's folder" }),
    customer_name: Type.String(),
    mail_service_provider: MailProvider,
    email: Type.String({ description: 'The address it was first mailed to' }),
    content_type: Type.String({
      description: 'Read from the bytes: application/pdf, image/jpeg, image/png or image/webp',
    }),
    size_bytes: Type.Integer(),
    uploaded_by: Nullable(Type.String(), { description: 'The member who uploaded it' }),
    created_at: IsoTime(),
  },
  { title: 'DocumentEntry' },
);
export type DocumentEntry = Static<typeof DocumentEntry>;

/** One customer download record; repeats from the same device within 10 minutes add to `times`. */
export const DownloadEntry = Type.Object(
  {
    id: Type.Integer(),
    order_id: Type.Integer(),
    create_ts: IsoTime('ISO time (UTC) of the first download of this record'),
    ip: Type.String(),
    timezone: Type.String({ description: "The browser's time zone as it reported it" }),
    browser: Type.String(),
    device: Type.String({ description: "e.g. 'Apple iPhone' ('' on older rows)" }),
    device_type: Type.String({ description: "'mobile', 'tablet', 'desktop'... ('' on older rows)" }),
    os: Type.String(),
    location: Type.String({ description: "Country resolved from the address ('' when unknown)" }),
    file1: Type.String({ description: "The document downloaded ('' when unknown)" }),
    times: Type.Integer({ minimum: 1, description: 'Downloads this record stands for' }),
    last_ts: IsoTime('The newest of those downloads'),
  },
  { title: 'DownloadEntry' },
);
export type DownloadEntry = Static<typeof DownloadEntry>;

/** The columns a document's or a download's entry is read from: its own fields (tsc checks each select). */
const columnsOf = <T extends TObject>(entry: T) =>
  Object.keys(entry.properties) as Array<keyof T['properties'] & string>;
export const DOCUMENT_COLUMNS = columnsOf(DocumentEntry);
export const DOWNLOAD_COLUMNS = columnsOf(DownloadEntry);
/** The columns an event of the order's log is read from (its entry adds the times it is told in). */
export const EVENT_COLUMNS = [
  'id',
  'actor_name',
  'action',
  'from_value',
  'to_value',
  'detail',
  'created_at',
] as const;

/** One comment of the Comment History. */
export const RemarkEntry = Type.Object(
  {
    id: Type.Integer(),
    order_id: Type.Integer(),
    us_date: Type.String({ description: 'MM/DD/YYYY in US Eastern time' }),
    us_time: Type.String({ description: 'HH:mm:ss in US Eastern time' }),
    create_ts: IsoTime(),
    remark_name: Type.String({ description: 'Who wrote it' }),
    remark: Type.String(),
    whatsapp: YesNo,
    telephone: YesNo,
    status_refund: YesNo,
    voided: YesNo,
    chargeback: YesNo,
    report_error: YesNo,
  },
  { title: 'RemarkEntry' },
);
export type RemarkEntry = Static<typeof RemarkEntry>;

/** One line of an order's event log: who did what, when. */
export const EventEntry = Type.Object({
  id: Type.Integer(),
  actor_name: Type.String(),
  action: OrderEventAction,
  from_value: Nullable(Type.String()),
  to_value: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  created_at: IsoTime(),
});
export type EventEntry = Static<typeof EventEntry>;

/** One line of the Activity timeline (newest first), as one sentence. */
export const ActivityEntry = Type.Object({
  key: Type.String({ description: "Unique in the list: 'e<id>' event, 'm<id>' mail, 'd<id>' download" }),
  at: IsoTime(),
  kind: StringEnum([...ORDER_EVENT_ACTIONS, 'download'], { description: "An event's action, or 'download'" }),
  actor_name: Type.String({
    description: "The member's name, 'customer' for a download, 'system' for intake",
  }),
  text: Type.String(),
  provider: Type.Optional(MailProvider),
  status: Type.Optional(MailStatus),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

/** One entry, shaped as in the order detail; which one depends on the history asked for. */
export const HistoryEntry = Type.Union(
  [RemarkEntry, MailEntry, DownloadEntry, DocumentEntry, EventEntry, ActivityEntry],
  {
    description:
      'comments: a remark; mails: an Email History entry; downloads: a Download History entry; uploads: a stored ' +
      'document; events: an event of the log; activity: an Activity line',
  },
);
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryParams = Type.Object({
  orderId: OrderIdText,
  history: StringEnum(ORDER_HISTORIES, {
    description:
      'comments (Comment History), mails (Email History), downloads (Download History), uploads (stored documents), ' +
      'events (the event log), activity (the Activity timeline: events, mails and downloads merged by time)',
  }),
});

/** Deepest page accepted: 200 rows a page reach 20 million entries, far past any real history. */
const MAX_PAGE = 100_000;

export const HistoryQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: DETAIL_HISTORY_ROWS }),
  order: StringEnum(['asc', 'desc'], {
    default: 'desc',
    description: 'desc: newest first (page 1 holds the newest entries); asc: oldest first',
  }),
});
