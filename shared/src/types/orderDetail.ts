// The order detail screen's data: the order itself, its documents, every mail sent (with the provider and
// what the provider answered), customer downloads, the Activity timeline, and the PDFs' evidence.
// Times are ISO text in UTC unless a field says otherwise; the screen formats them.
import type { ApiBody, ApiData } from './api';

/** GET /admin/get-orders-details/{orderId}: every field of the order and everything hanging off it. */
export type OrderDetail = ApiData<'getOrdersDetails'>;

/** The two mail providers; 'first' is the default everywhere. */
export type MailProvider = MailHistoryEntry['mail_service_provider'];

/**
 * Where a mail stands: queued (not tried yet), sent (a provider accepted it), retrying (a try failed, the
 * next is scheduled) or failed (every try failed; staff may retry it, or send it through the other provider).
 */
export type MailStatus = MailHistoryEntry['status'];

/** A stored document (the approved arrival card) of an order. */
export type UploadedDoc = OrderDetail['uploadDoc'][number];

/** One row of Email History: one message, sent (or being sent) through one provider, with its tries. */
export type MailHistoryEntry = OrderDetail['mailHistory'][number];

/** One customer download (recorded by the visitor area). */
export type DownloadHistoryEntry = OrderDetail['downloadHistory'][number];

export type CurrencyDetail = OrderDetail['currency_details'][number];

export type CategoryDetail = OrderDetail['category_details'][number];

/** One line of the Activity timeline (newest first): who did what, when, in one sentence. */
export type ActivityEntry = OrderDetail['activity'][number];

/** One comment of the Comment History (us_date/us_time: US Eastern time; create_ts: the same moment, ISO). */
export type Remark = OrderDetail['remark'][number];

/** One line of an order's history (the raw event log): who did what, when. */
export type OrderEvent = OrderDetail['history'][number];

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

/** 1: the one-page summary; 2: the full evidence file. */
export type DefencePackType = ApiBody<'getDefencePackPdf'>['defencePackType'];
