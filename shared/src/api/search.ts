import type { ApiData } from '@earrival/shared/types';
import { call } from './call';

/** One order the top bar's search found: who, its status, and the queue that holds it for the member. */
export type GlobalSearchRow = ApiData<'getOrdersSearch'>[number];

export const searchApi = {
  /**
   * Every order the member's role may see whose id, name, e-mail or telephone holds `q`: at most 10, newest
   * first. Under 3 characters (other than an order id) the answer is empty with a message saying so.
   */
  orders: (q: string, signal?: AbortSignal) => call('GET admin/orders/search', { query: { q } }, { signal }),
};
