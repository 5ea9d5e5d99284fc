import { Type, type Static } from 'typebox';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { Envelope, IsoTime, Nullable, singleLine } from '../../platform/http/schemas';

/** Per member: how many views, and how long a name and a query may be. */
export const SAVED_VIEW_LIMITS = { perMember: 30, name: 60, query: 1000 } as const;

/** The queue screens a view may open: the routes the queues remote's order table serves. */
export function savedViewPaths(): string[] {
  return ADMIN_ROUTES.filter((route) => route.module === './QueueScreen').map(
    (route) => `/admin/${route.path}`,
  );
}

export const SavedView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  path: Type.String({ description: "The queue's route, e.g. /admin/pending-order" }),
  query: Type.String({ description: "The list's query without '?', e.g. assignee=none&sort=created_at" }),
  createdAt: IsoTime(),
});
export type SavedView = Static<typeof SavedView>;

export const NewSavedView = Type.Object({
  name: singleLine(
    Type.String({ minLength: 1, maxLength: SAVED_VIEW_LIMITS.name, description: 'One line; trimmed' }),
  ),
  path: Type.String({
    maxLength: 100,
    description: `One of the queue routes: ${savedViewPaths().join(', ')}`,
  }),
  query: singleLine(
    Type.String({
      maxLength: SAVED_VIEW_LIMITS.query,
      description: "The list's query as in the address (a leading '?' is dropped)",
    }),
  ),
});

export const SavedViewId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const SavedViewList = Envelope(Type.Array(SavedView));
export const OneSavedView = Envelope(SavedView);

/** A saved view's count beside it in the sidebar: how many orders its list holds now. */
export const SavedViewCount = Type.Object({
  id: Type.Integer(),
  total: Nullable(Type.Integer(), {
    description:
      "How many orders the view's list holds (null: it cannot be counted, a queue the role may not open or filters the list would refuse)",
  }),
  capped: Type.Boolean({
    description:
      'A search, or a filter by citizenship or created days: more orders match than total (1,000+)',
  }),
});
export type SavedViewCount = Static<typeof SavedViewCount>;
export const SavedViewCounts = Envelope(Type.Array(SavedViewCount));
