import type { FastifyInstance } from 'fastify';
import type { OrderDetail, OrderEventAction, ProcessStatus, ProcessingMode } from '@earrival/shared/types';
import type { MailConfig } from '../../config';
import { approvedPreview } from '../../mail/templates';
import { toDocument, toMailEntry, type DocumentRow, type MailRow } from '../documents/records';
import { buildActivity } from './activity';
import { envelopeSchema, errorResponses } from '../../schemas';
import { parseId } from '../../db/queries/ids';
import { orderDetailQuery, type OrderDetailRow } from '../../db/queries/orderDetail';
import { prepared } from '../../db/queries/prepared';
import { notFound } from '../../errors';
import { iso, usDateTime } from './serialize';

/** The statuses in which a defence pack (and Enter Transaction Details) applies. */
export const DEFENCE_PACK_STATUSES: readonly ProcessStatus[] = ['Completed', 'Customer Called', 'ChargeBack'];

/** Builds the order detail from the row and its JSON histories. */
export function toOrderDetail(row: OrderDetailRow, mail: MailConfig): OrderDetail {
  const {
    uploads,
    mails,
    downloads,
    remarks,
    events,
    search_text: _search,
    updated_at: _updated,
    ...order
  } = row;
  const mailHistory = mails.map((m) => toMailEntry(m as MailRow));
  const downloadHistory = downloads.map((d) => ({
    ...d,
    file1: d.file1 ?? '',
    create_ts: iso(d.create_ts)!,
  }));
  const history = events.map((e) => ({
    ...e,
    action: e.action as OrderEventAction,
    created_at: iso(e.created_at)!,
  }));
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
    remark: remarks.map((r) => ({ ...r, ...usDateTime(r.created_at), create_ts: iso(r.created_at)! })),
    history,
    activity: buildActivity(history, mailHistory, downloadHistory),
    emailPreview: approvedPreview(mail, order),
    defencePackAvailable: DEFENCE_PACK_STATUSES.includes(order.process_status),
  };
}

export default async function detailRoutes(app: FastifyInstance) {
  app.get<{ Params: { orderId: string } }>(
    '/admin/get-orders-details/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Every field of an order, with uploads, mail, download and comment histories and the event log',
        params: {
          type: 'object',
          required: ['orderId'],
          properties: {
            orderId: { type: 'string', maxLength: 40, description: 'The number or its encoded form' },
          },
        },
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }), ...errorResponses },
      },
    },
    async (request) => {
      const orderId = parseId(request.params.orderId);
      const query = prepared(app.db, 'order-detail', () => orderDetailQuery(app.db, 0), [orderId]);
      const row = (await app.db.executeQuery(query)).rows[0];
      if (!row) throw notFound(`Order not found: ${orderId}`);
      return { status: 1, message: 'OK', data: toOrderDetail(row, app.config.mail) };
    },
  );
}
