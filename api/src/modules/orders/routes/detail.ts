import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DETAIL_HISTORY_ROWS } from '@earrival/shared/types';
import { Envelope, errorResponses } from '../../../platform/http/schemas';
import { parseId } from '../../../platform/http/ids';
import { ok } from '../../../platform/http/reply';
import { OrderDetail, OrderParams } from '../schemas/order';
import { orderDetail } from '../service/detail';

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
        params: OrderParams,
        response: { 200: Envelope(OrderDetail), ...errorResponses },
      },
    },
    async (request) => ok(await orderDetail(app.db, app.config.mail, parseId(request.params.orderId))),
  );
}
