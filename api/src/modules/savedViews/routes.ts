import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { protect } from '../../platform/http/gate';
import { ok } from '../../platform/http/reply';
import { Done, errorResponses } from '../../platform/http/schemas';
import * as S from './schemas';
import { listViews, removeView, saveView, viewCounts } from './service';

/** A member's saved views of the queues (the sidebar lists them), HTTP only. */
export default async function savedViewRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/saved-views',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['savedViews'],
        operationId: 'getSavedViews',
        summary: "The signed-in member's saved views, oldest first",
        response: { 200: S.SavedViewList, ...errorResponses },
      },
    },
    async (request) => ok(await listViews(app.db, request.member.id)),
  );

  app.get(
    '/admin/saved-views/counts',
    {
      schema: {
        tags: ['savedViews'],
        operationId: 'getSavedViewCounts',
        summary:
          "How many orders each of the signed-in member's saved views holds now (the sidebar's counts)",
        description:
          'Counted as the list call counts: exact, or up to 1,000 (capped) for a search or a filter by citizenship or created days. total is null for a view that cannot be counted (a queue the role may not open, filters the list refuses).',
        response: { 200: S.SavedViewCounts, ...errorResponses },
      },
    },
    async (request) => ok(await viewCounts(app.db, request.member)),
  );

  app.post(
    '/admin/saved-views',
    {
      schema: {
        tags: ['savedViews'],
        operationId: 'saveSavedView',
        summary: `Saves a queue's filters under a name (at most ${S.SAVED_VIEW_LIMITS.perMember} per member)`,
        description:
          `name: 1..${S.SAVED_VIEW_LIMITS.name} characters on one line, unique to the member (409 otherwise); ` +
          `path: a queue route; query: at most ${S.SAVED_VIEW_LIMITS.query} characters. ` +
          `A member who has ${S.SAVED_VIEW_LIMITS.perMember} views gets 409.`,
        body: S.NewSavedView,
        response: { 200: S.OneSavedView, ...errorResponses },
      },
    },
    async (request) => ok(await saveView(app.db, request.member.id, request.body), 'View saved'),
  );

  app.delete(
    '/admin/saved-views/:id',
    {
      schema: {
        tags: ['savedViews'],
        operationId: 'deleteSavedView',
        summary: "Deletes one of the member's views (another member's: 404)",
        params: S.SavedViewId,
        response: { 200: Done, ...errorResponses },
      },
    },
    async (request) => {
      await removeView(app.db, request.member.id, request.params.id);
      return ok(null, 'View deleted');
    },
  );
}
