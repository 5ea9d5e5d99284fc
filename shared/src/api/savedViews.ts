import { api } from './client';
import type { ApiData, Envelope } from '@earrival/shared/types';

/** A member's named filters of a queue: `path` + '?' + `query` opens the list as it was saved. */
export type SavedView = ApiData<'getSavedViews'>[number];

/** The signed-in member's saved views (the sidebar lists them under the queues). */
export const savedViewsApi = {
  list: () => api.get<Envelope<SavedView[]>>('admin/saved-views'),
  /** name: 1..60 characters on one line; path: a queue route; query: the list's query, at most 1000. */
  save: (body: { name: string; path: string; query: string }) =>
    api.post<Envelope<SavedView>>('admin/saved-views', body),
  remove: (id: number) => api.delete<Envelope<null>>(`admin/saved-views/${id}`),
};

/** Where a saved view opens. */
export const savedViewHref = (view: Pick<SavedView, 'path' | 'query'>): string =>
  view.query ? `${view.path}?${view.query}` : view.path;
