import { Type, type Static } from 'typebox';
import { Envelope, IsoTime, singleLine } from '../../platform/http/schemas';
import { SAVED_VIEW_LIMITS, savedViewPaths } from './rules';

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
