import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';

/**
 * The order as the detail call returns it. The key is the plain order id, so an `order-updated` event for
 * this order (from this screen or any other app) refetches it.
 */
export function useOrderDetail(orderId: number | null) {
  return useQuery({
    queryKey: queryKeys.order(orderId ?? 'none'),
    queryFn: async () => (await ordersApi.details(orderId!)).data,
    enabled: orderId !== null,
  });
}
