import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DETAIL_HISTORY_ROWS,
  type HistoryTotals,
  type OrderDetail,
  type ProcessStatus,
  type ProcessingMode,
} from '@earrival/shared/types';
import type { MailConfig } from '../../config';
import { approvedPreview } from '../../platform/mailer/templates';
import { toDocument, type DocumentRow } from '../documents/public';
import { toMailEntry, type MailRow } from '../../platform/mailer/history';
import { buildActivity } from './activity';
import { toDownloadEntry, toEventEntry, toRemarkEntry } from './historyRows';
import { Envelope, OrderIdText, errorResponses } from '../../platform/http/schemas';
import { OrderDetail as OrderDetailSchema } from './schemas';
import { parseId } from '../../platform/http/ids';
import { orderDetailQuery, type OrderDetailRow } from './repository/detail';
import { prepared } from '../../platform/db/prepared';
import { notFound } from '../../platform/http/errors';
import { iso } from '../../platform/http/serialize';

/** The statuses in which a defence pack (and Enter Transaction Details) applies. */
export const DEFENCE_PACK_STATUSES: readonly ProcessStatus[] = ['Completed', 'Customer Called', 'ChargeBack'];

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

export default async function detailRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/get-orders-details/:orderId',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary:
          'Every field of an order, with the newest entries of its uploads, mail, download and comment histories and event log, and their totals',
        description:
          `Each history (uploadDoc, mailHistory, downloadHistory, remark, history) holds its newest ${DETAIL_HISTORY_ROWS} entries, oldest first; ` +
          `activity its newest ${DETAIL_HISTORY_ROWS} lines, newest first. totals ({remarks, mails, downloads, uploads, events, activity}) ` +
          'counts every entry; GET /admin/order-history/{orderId}/{history} pages through the rest.',
        params: Type.Object({ orderId: OrderIdText }),
        response: { 200: Envelope(OrderDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const orderId = parseId(request.params.orderId);
      // Its own prepared name: the SQL differs from any full-history variant of the same query.
      const query = prepared(app.db, 'order-detail-latest', () => orderDetailQuery(app.db, 0), [orderId]);
      const row = (await app.db.executeQuery(query)).rows[0];
      if (!row) throw notFound(`Order not found: ${orderId}`);
      return { status: 1, message: 'OK', data: toOrderDetail(row, app.config.mail) };
    },
  );
}
