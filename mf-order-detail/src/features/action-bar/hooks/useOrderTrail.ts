import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@earrival/shared/api';
import { orderNeighbours, type OrderNeighbours } from '@earrival/shared/orderTrail';
import { queryKeys } from '@earrival/shared/query';
import { viewOrderPath } from '@earrival/shared/ui';

export interface OrderTrailLinks {
  previous: number | null;
  next: number | null;
  /** Addresses of the previous and next orders' pages; null at either end of the list. */
  previousPath: string | null;
  nextPath: string | null;
  /** 1-based place in the whole list and its size; null while the server is asked. */
  position: number | null;
  count: number | null;
  /** More orders match than the server counts (a search or a filter by citizenship or days). */
  countCapped: boolean;
  /** The order sits deeper than the server counts (10,000 orders before it): position is then that + 1. */
  positionCapped: boolean;
  /** False once a status move (or anyone else) took the order out of the list. */
  inList: boolean;
  listUrl: string;
  listLabel: string;
}

const withPaths = (links: Omit<OrderTrailLinks, 'previousPath' | 'nextPath'>): OrderTrailLinks => ({
  ...links,
  previousPath: links.previous === null ? null : viewOrderPath(links.previous),
  nextPath: links.next === null ? null : viewOrderPath(links.next),
});

/** The remembered rows alone: a trail without its list call (remembered before the calls existed). */
const fromRows = (local: OrderNeighbours) =>
  withPaths({ ...local, countCapped: false, positionCapped: false, inList: true });

/**
 * Where this order sits in the list it was opened from, with the pages of its neighbours; null when the
 * order is not on the remembered trail (opened from a link, or another tab). The neighbours, place and
 * total come from the server for the whole list (so Next goes on past the page shown, and after a move
 * out of the list to the order that followed); until it answers, the rows the list showed stand in.
 */
export function useOrderTrail(orderId: number): OrderTrailLinks | null {
  const local = useMemo(() => orderNeighbours(orderId), [orderId]);
  const list = local?.list ?? null;
  const whole = useQuery({
    queryKey: queryKeys.orderNeighbours({ ...list, orderId }),
    queryFn: async () => (await ordersApi.neighbours({ ...list!, orderId })).data,
    enabled: list !== null,
  });
  if (!local) return null;
  if (!list) return fromRows(local);
  const answer = whole.data;
  if (!answer)
    // Shown rows only: the place in them is not the place in the list, so none is shown yet.
    return withPaths({
      ...local,
      position: null,
      count: null,
      countCapped: false,
      positionCapped: false,
      inList: true,
    });
  return withPaths({
    previous: answer.previous,
    next: answer.next,
    position: answer.position,
    count: answer.total,
    countCapped: answer.totalCapped,
    positionCapped: answer.positionCapped,
    inList: answer.inList,
    listUrl: local.listUrl,
    listLabel: local.listLabel,
  });
}
