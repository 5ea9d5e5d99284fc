import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../platform/http/schemas';
import { ok } from '../../../platform/http/reply';
import { ListParams, MIN_SEARCH } from '../schemas/lists';
import { NeighboursQuery, OrderNeighbours } from '../schemas/neighbours';
import { orderNeighbours } from '../service/neighbours';
import { checkFolderAccess } from './lists';

/** The order page's Previous / Next through the whole list it was opened from, across its pages. */
export default async function neighbourRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/order-neighbours/:orderName',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['lists'],
        summary:
          "An order's previous and next order, place and total in a whole list (filters, search, sort)",
        description:
          'The same parameters, filters and role rules as get-orders-list without a page, plus search (as ' +
          `search-order; 1..${MIN_SEARCH - 1} characters: 400) and orderId. The neighbours come from the ` +
          "order's own sort values, so an order a status move took out of the list still has them: next is " +
          'the order that followed it. An unknown orderId: 404.',
        params: ListParams,
        querystring: NeighboursQuery,
        response: { 200: Envelope(OrderNeighbours), ...errorResponses },
      },
    },
    async (request) => {
      const { orderName } = request.params;
      await checkFolderAccess(request, orderName);
      return ok(await orderNeighbours(app.db, orderName, request.query, request.member.id));
    },
  );
}
