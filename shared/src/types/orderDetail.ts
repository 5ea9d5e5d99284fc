// The order detail screen's data: the order itself, its documents, every mail sent (with the provider and
// what the provider answered), customer downloads, the Activity timeline, and the PDFs' evidence.
// Times are ISO text in UTC unless a field says otherwise; the screen formats them.
import type { OrderEvent, OrderEventAction, Remark } from './index';
import type { ApiBody, ApiData } from './api';

/** The detail as the generated types have it; the exports below narrow a few texts to their known values. */
export type OrderDetailAnswer = ApiData<'getOrdersDetails'>;

/** The two mail providers; 'first' is the default everywhere. */
export type MailProvider = MailHistoryEntry['mail_service_provider'];

/**
 * Where a mail stands: queued (not tried yet), sent (a provider accepted it), retrying (a try failed, the
 * next is scheduled) or failed (every try failed; staff may retry it, or send it through the other provider).
 */
export type MailStatus = MailHistoryEntry['status'];

/**
 * Why a mail was sent:
 * - 'document': the approved document as an attachment (upload, or Resend Mail)
 * - 'track-link': the Sent Mail button under Download History (the track-order link, no attachment)
 * - 'invoice': Send Invoice (the invoice PDF as an attachment)
 */
export type MailKind = MailHistoryEntry['kind'];

/** A stored document (the approved arrival card) of an order. */
export type UploadedDoc = OrderDetailAnswer['uploadDoc'][number];

/** One row of Email History: one message, sent (or being sent) through one provider, with its tries. */
export type MailHistoryEntry = OrderDetailAnswer['mailHistory'][number];

/** One customer download (recorded by the visitor area). */
export type DownloadHistoryEntry = OrderDetailAnswer['downloadHistory'][number];

export type CurrencyDetail = OrderDetailAnswer['currency_details'][number];

export type CategoryDetail = OrderDetailAnswer['category_details'][number];

/** What the Activity block shows: kinds of things that happened to the order. */
export type ActivityKind = OrderEventAction | 'download';

/** One line of the Activity timeline (newest first): who did what, when, in one sentence. */
export type ActivityEntry = Omit<OrderDetailAnswer['activity'][number], 'kind'> & { kind: ActivityKind };

/** Links and numbers the order-approved e-mail carries (also shown in the View Email Content preview). */
export type ApprovedEmailPreview = OrderDetailAnswer['emailPreview'];

/** The payment of the order (from intake; prices are not otherwise known to the back-office). */
export type OrderPayment = Pick<OrderDetailAnswer, 'amount_paid' | 'currency' | 'payment_gateway'>;

/** How many of each history's newest entries the order detail carries; the paged history call has the rest. */
export const DETAIL_HISTORY_ROWS = 50;

/** The most rows one call of the paged history call answers. */
export const HISTORY_PAGE_MAX = 200;

/**
 * The histories of an order, as the paged call names them (GET /admin/order-history/{orderId}/{history}):
 * comments (Comment History), mails (Email History), downloads (Download History), uploads (stored
 * documents), events (the raw event log) and activity (the Activity timeline).
 */
export const ORDER_HISTORIES = ['comments', 'mails', 'downloads', 'uploads', 'events', 'activity'] as const;
export type OrderHistoryName = (typeof ORDER_HISTORIES)[number];

/** One row of each history, as the detail and the paged call answer it. */
export interface OrderHistoryRows {
  comments: Remark;
  mails: MailHistoryEntry;
  downloads: DownloadHistoryEntry;
  uploads: UploadedDoc;
  events: OrderEvent;
  activity: ActivityEntry;
}

/** How many entries each history has in all (the detail carries only the newest DETAIL_HISTORY_ROWS). */
export type HistoryTotals = OrderDetailAnswer['totals'];

/** GET /admin/get-orders-details/{orderId}: every field of the order and everything hanging off it. */
export type OrderDetail = Omit<OrderDetailAnswer, 'history' | 'activity'> & {
  /** The raw event log: the newest DETAIL_HISTORY_ROWS, oldest first. */
  history: OrderEvent[];
  /** The Activity block: events, mails and downloads merged, NEWEST first; the newest DETAIL_HISTORY_ROWS. */
  activity: ActivityEntry[];
};

/** Body of POST /admin/resend-mail. */
export type ResendMailBody = ApiBody<'resendMail'>;

/** Body of POST /admin/send-track-order-mail (the Sent Mail button under Download History). */
export type TrackLinkMailBody = ApiBody<'sendTrackOrderMail'>;

/**
 * Body of POST /admin/retry-mail: a failed mail queued again, through the provider given (its own when
 * omitted). Refused (409) unless the mail is failed; 404 for an unknown mail.
 */
export type RetryMailBody = ApiBody<'retryMail'>;

/** data of upload-visa-document, resend-mail, send-track-order-mail, send-invoice and retry-mail on success. */
export type MailSendResult = ApiData<'resendMail'>;

/** 1: the one-page summary; 2: the full evidence file. */
export type DefencePackType = 1 | 2;

/** POST /admin/defence-pack-details: the evidence the PDFs are built from, as JSON. */
export type DefencePackDetails = ApiData<'postDefencePackDetails'>;
