import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, failure } from '../../../platform/http/schemas';
import { ok } from '../../../platform/http/reply';
import { UndoBody, Undone } from '../schemas/changes';
import { UNDO_WINDOW_MINUTES, pruneActionsHourly, undoAction } from '../service/undo';

/** POST /admin/undo-action: puts the orders of one staff action back as they were, all or nothing. */
export default async function undoRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const stopPruning = pruneActionsHourly(app.db);
  app.addHook('onClose', async () => stopPruning());

  app.post(
    '/admin/undo-action',
    {
      schema: {
        tags: ['orders'],
        summary: 'Undo a status move, assign, move back, refund or delete (its actionId)',
        description:
          `Restores each order of the action as it was before it, in one transaction, if no order changed ` +
          `since; otherwise 409 ("Order N changed since; nothing was undone") and nothing changes. ` +
          `Only within ${UNDO_WINDOW_MINUTES} minutes, only once, only by the member who acted or an Admin. ` +
          `Each order's timeline gets an 'undone' entry.`,
        body: UndoBody,
        response: {
          200: Envelope(Undone),
          ...errorResponses,
          403: failure('Only the member who acted or an Admin may undo: status 0'),
          404: failure('No such action: status 0'),
          409: failure('An order changed since, the action was already undone or is too old: status 0'),
        },
      },
    },
    async (request) => {
      const { orderIds } = await undoAction(app.db, request.member, request.body.actionId);
      const what = orderIds.length === 1 ? `Order ${orderIds[0]}` : `${orderIds.length} orders`;
      return ok({ orderIds }, `Undone: ${what} put back as before`);
    },
  );
}
