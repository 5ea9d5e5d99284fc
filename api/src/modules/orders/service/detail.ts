import { FINISHED_STATUSES } from '@earrival/shared/status';
import type { Kysely } from 'kysely';
import { DETAIL_HISTORY_ROWS, type ProcessStatus } from '@earrival/shared/types';
import type { MailConfig } from '../../../config';
import { approvedPreview } from './customerMail';
import { toMailEntry, type MailRow } from '../../../platform/mailer/history';
import { buildActivity } from './activity';
import { toDocument, toDownloadEntry, toEventEntry, toRemarkEntry, type DocumentRow } from './historyRows';
import type { Database } from '../../../platform/db/schema';
import type { ProcessingMode } from '../../../platform/http/schemas';
import type { HistoryTotals, OrderDetail } from '../schemas/order';
import { latestOrderDetail, type OrderDetailRow } from '../repository/detail';
import { notFound } from '../../../platform/errors';
import { iso } from '../../../platform/http/serialize';

/** The statuses in which a defence pack (and Enter Transaction Details) applies: the finished ones. */
export const DEFENCE_PACK_STATUSES: readonly ProcessStatus[] = FINISHED_STATUSES;

/**
 * Builds the order detail from the row and its JSON histories. Each history holds its newest entries
 * (DETAIL_HISTORY_ROWS, oldest first) and `totals` says how many there are in all. The Activity is merged
 * from the newest events, mails and downloads and cut to the same count: its newest lines are always
 * among them, as every mail event has its Email History row of the same moment.
 */
export function toOrderDetail(
  row: OrderDetailRow,
  mail: MailConfig,
  latest: number | null = DETAIL_HISTORY_ROWS,
): OrderDetail {
  const {
    uploads,
    mails,
    downloads,
    remarks,
    events,
    remarks_total,
    mails_total,
    downloads_total,
    uploads_total,
    events_total,
    own_table_events_total,
    search_text: _search,
    updated_at: _updated,
    ...order
  } = row;
  const mailHistory = mails.map((m) => toMailEntry(m as MailRow));
  const downloadHistory = downloads.map(toDownloadEntry);
  const history = events.map(toEventEntry);
  const activity = buildActivity(history, mailHistory, downloadHistory);
  const totals: HistoryTotals = {
    remarks: remarks_total ?? 0,
    mails: mails_total ?? 0,
    downloads: downloads_total ?? 0,
    uploads: uploads_total ?? 0,
    events: events_total ?? 0,
    activity:
      (events_total ?? 0) - (own_table_events_total ?? 0) + (mails_total ?? 0) + (downloads_total ?? 0),
  };
  return {
    ...order,
    processing_mode: order.processing_mode as ProcessingMode,
    user: { email: order.email },
    application_email: `${order.order_id}@${mail.officeMailDomain}`,
    created_at: iso(order.created_at)!,
    refund_date: iso(order.refund_date),
    processed_at: iso(order.processed_at),
    uploadDoc: uploads.map((u) => toDocument(u as DocumentRow)),
    mailHistory,
    downloadHistory,
    remark: remarks.map(toRemarkEntry),
    history,
    activity: latest === null ? activity : activity.slice(0, latest),
    totals,
    emailPreview: approvedPreview(mail, order),
    defencePackAvailable: DEFENCE_PACK_STATUSES.includes(order.process_status),
  };
}

/** The order detail the staff screens open: every field, the newest entries of each history, their totals. */
export async function orderDetail(db: Kysely<Database>, mail: MailConfig, orderId: number) {
  const row = await latestOrderDetail(db, orderId);
  if (!row) throw notFound(`Order not found: ${orderId}`);
  return toOrderDetail(row, mail);
}
