import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DETAIL_HISTORY_ROWS, HISTORY_PAGE_MAX } from '@earrival/shared/types';
import { ListEnvelope, errorResponses } from '../../../platform/http/schemas';
import { parseId } from '../../../platform/http/ids';
import { okList } from '../../../platform/http/reply';
import { HistoryEntry, HistoryParams, HistoryQuery } from '../schemas/history';
import { historyPage } from '../service/history';

/**
 * The paged call of each history of an order: the order detail carries only the newest entries of each,
 * and 'Show all' on the screen pages through the rest here. Staff only, like the detail (every role).
 */
export default async function historyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/order-history/:orderId/:history',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['lists'],
        summary:
          'One page of one history of an order: data is the entries, total (beside it) how many in all',
        description:
          `limit 1..${HISTORY_PAGE_MAX} (default ${DETAIL_HISTORY_ROWS}); page from 1; order desc (default, newest first) or asc. ` +
          'A page past the last is refused (400) naming the number of entries; an unknown order is a 404. ' +
          'activity merges the event log (other than mails and downloads), Email History and Download History by time.',
        params: HistoryParams,
        querystring: HistoryQuery,
        response: { 200: ListEnvelope(HistoryEntry), ...errorResponses },
      },
    },
    async (request) => {
      const orderId = parseId(request.params.orderId);
      const { rows, total } = await historyPage(app.db, orderId, request.params.history, request.query);
      return okList(rows, total);
    },
  );
}
