import { api } from './client';
import type { ApiData, Envelope } from '@earrival/shared/types';

/** One order the top bar's search found: who, its status, and the queue that holds it for the member. */
export type GlobalSearchRow = ApiData<'getOrdersSearch'>[number];

export const searchApi = {
  /**
   * Every order the member's role may see whose id, name, e-mail or telephone holds `q`: at most 10, newest
   * first. Under 3 characters (other than an order id) the answer is empty with a message saying so.
   */
  orders: (q: string, signal?: AbortSignal) =>
    api.get<Envelope<GlobalSearchRow[]>>('admin/orders/search', { q }, { signal }),
};
