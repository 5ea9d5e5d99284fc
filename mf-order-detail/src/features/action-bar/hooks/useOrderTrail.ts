import { useMemo } from 'react';
import { orderNeighbours, type OrderNeighbours } from '@earrival/shared/orderTrail';
import { viewOrderPath } from '@earrival/shared/ui';

export interface OrderTrailLinks extends OrderNeighbours {
  /** Addresses of the previous and next orders' pages; null at either end of the list. */
  previousPath: string | null;
  nextPath: string | null;
}

/**
 * Where this order sits in the list it was opened from (remembered by the queue when a row was opened),
 * with the pages of its neighbours; null when the order is not in the remembered list (opened from a link,
 * a search, or another tab).
 */
export function useOrderTrail(orderId: number): OrderTrailLinks | null {
  return useMemo(() => {
    const neighbours = orderNeighbours(orderId);
    if (!neighbours) return null;
    return {
      ...neighbours,
      previousPath: neighbours.previous === null ? null : viewOrderPath(neighbours.previous),
      nextPath: neighbours.next === null ? null : viewOrderPath(neighbours.next),
    };
  }, [orderId]);
}
