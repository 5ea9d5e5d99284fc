import type { ApiData } from '@earrival/shared/types';
import { call, type BodyOf } from './call';

/** A member's named filters of a queue: `path` + '?' + `query` opens the list as it was saved. */
export type SavedView = ApiData<'getSavedViews'>[number];

/** How many orders a saved view's list holds now (total null: it cannot be counted). */
export type SavedViewCount = ApiData<'getSavedViewCounts'>[number];

/** The signed-in member's saved views (the sidebar lists them first, with their counts). */
export const savedViewsApi = {
  list: () => call('GET admin/saved-views'),
  /** Each view's count, as its list counts it (capped: "1,000+"). */
  counts: () => call('GET admin/saved-views/counts'),
  /** name: 1..60 characters on one line; path: a queue route; query: the list's query, at most 1000. */
  save: (body: BodyOf<'POST admin/saved-views'>) => call('POST admin/saved-views', { body }),
  remove: (id: number) => call('DELETE admin/saved-views/{id}', { path: { id } }),
};

/** Where a saved view opens. */
export const savedViewHref = (view: Pick<SavedView, 'path' | 'query'>): string =>
  view.query ? `${view.path}?${view.query}` : view.path;
