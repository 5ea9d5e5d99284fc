import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorResponses } from '../../../platform/http/schemas';
import { ok } from '../../../platform/http/reply';
import { GlobalSearchQuery, GlobalSearchRow, MIN_SEARCH } from '../schemas/lists';
import { GLOBAL_SEARCH_ROWS, SHORT_SEARCH_MESSAGE, searchEveryOrder } from '../service/globalSearch';

/** GET /admin/orders/search: the top bar's search over every order the member's role may see. */
export default async function globalSearchRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/orders/search',
    {
      schema: {
        tags: ['lists'],
        summary: 'Search every order the role may see by order id, name, e-mail or telephone',
        description:
          `At most ${GLOBAL_SEARCH_ROWS} orders, newest first, each with the queue that holds it. ` +
          `q: a substring of ${MIN_SEARCH} or more characters (case-insensitive, the queues' trigram search), or an order id ` +
          `(digits, found whole even when shorter). A shorter text finds nothing: status 1, an empty list and a message. ` +
          'A role that may not open Order History (Telecaller) finds only orders its queues hold.',
        querystring: GlobalSearchQuery,
        response: { 200: Envelope(Type.Array(GlobalSearchRow)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await searchEveryOrder(app.db, request.query.q.trim(), request.member);
      if (!rows) return ok([], SHORT_SEARCH_MESSAGE);
      return ok(rows, rows.length ? 'OK' : 'No orders found');
    },
  );
}
