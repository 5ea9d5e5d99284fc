import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FOLDER_NAMES } from '@earrival/shared/types';
import { mayOpen } from '@earrival/shared/policy';
import { Envelope, ProcessStatus, StringEnum, errorResponses, singleLine } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { globalSearch } from './repository/globalSearch';
import { MIN_SEARCH } from './lists';

/** The most rows the top bar's search answers: a list to pick from, not a queue. */
export const GLOBAL_SEARCH_ROWS = 10;
/** The longest search text (an e-mail with a name fits many times over). */
export const GLOBAL_SEARCH_MAX = 200;
export const SHORT_SEARCH_MESSAGE = `Type at least ${MIN_SEARCH} characters, or an order id.`;

const GlobalSearchRow = Type.Object({
  order_id: Type.Integer(),
  name: Type.String({ description: 'First name and surname' }),
  email: Type.String(),
  phone: Type.String({ description: 'Dialling code and telephone' }),
  status: ProcessStatus,
  folder: StringEnum([...FOLDER_NAMES, 'myOrder'] as const, {
    description:
      "The queue that holds the order for the caller ('myOrder': assigned to them); 'allOrder' when no queue does (Order History only)",
  }),
});

/** An order id as typed: digits alone, with or without a leading '#'. */
const ORDER_ID = /^#?(\d{1,9})$/;

/**
 * GET /admin/orders/search: the top bar's search over every order the member's role may see. Roles that
 * may open Order History search every order; the others (Telecaller) only the orders their queues show.
 */
export default async function globalSearchRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/orders/search',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search every order the role may see by order id, name, e-mail or telephone',
        description:
          `At most ${GLOBAL_SEARCH_ROWS} orders, newest first, each with the queue that holds it. ` +
          `q: a substring of ${MIN_SEARCH} or more characters (case-insensitive, the queues' trigram search), or an order id ` +
          `(digits, found whole even when shorter). A shorter text finds nothing: status 1, an empty list and a message. ` +
          'A role that may not open Order History (Telecaller) finds only orders its queues hold.',
        querystring: Type.Object({
          q: singleLine(Type.String({ maxLength: GLOBAL_SEARCH_MAX, description: 'What was typed' })),
        }),
        response: { 200: Envelope(Type.Array(GlobalSearchRow)), ...errorResponses },
      },
    },
    async (request) => {
      const typed = request.query.q.trim();
      const id = ORDER_ID.exec(typed)?.[1];
      const orderId = id === undefined ? undefined : Number(id);
      const text = typed.length >= MIN_SEARCH ? typed.toLowerCase() : undefined;
      if (!text && !orderId) return ok([], SHORT_SEARCH_MESSAGE);
      const rows = await globalSearch(app.db, {
        text,
        orderId,
        memberId: request.member.id,
        everyOrder: mayOpen('orderHistory', request.member.type),
        limit: GLOBAL_SEARCH_ROWS,
      });
      return ok(rows, rows.length ? 'OK' : 'No orders found');
    },
  );
}
