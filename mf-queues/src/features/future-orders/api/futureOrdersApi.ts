import { api, type Envelope } from '@earrival/shared';

export interface FutureMonthCount {
  /** '01'..'12' */
  month: string;
  count: number;
}

/** Future orders counted by process month (not in the shared ordersApi yet). */
export const fetchFutureMonthCounts = () =>
  api.get<Envelope<FutureMonthCount[]>>('admin/get-future-order-month-count');
