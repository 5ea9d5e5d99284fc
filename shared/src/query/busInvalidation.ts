import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

/**
 * Bus events refresh server data: whatever changed an order's folder says `counts-changed`, whatever
 * changed an order says `order-updated`, a remote whose release changed says `remote-released`, and every
 * open screen that shows it refetches. Returns the unsubscribe function. The bus is imported here rather
 * than at the top: a page whose screens never talk to each other (the visitor page) does not load it, and
 * where it is loaded this subscribes at once.
 */
export function invalidateOnBusEvents(client: QueryClient): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  void import('@earrival/shared/bus').then(({ eventBus }) => {
    if (stopped) return;
    subscription = eventBus.all().subscribe((event) => {
      switch (event.type) {
        case 'counts-changed':
          void client.invalidateQueries({ queryKey: ['counts'] });
          void client.invalidateQueries({ queryKey: queryKeys.orderLists() });
          void client.invalidateQueries({ queryKey: queryKeys.futureMonths() });
          void client.invalidateQueries({ queryKey: queryKeys.reports() });
          void client.invalidateQueries({ queryKey: queryKeys.savedViewCounts() });
          break;
        case 'order-updated':
          void client.invalidateQueries({ queryKey: queryKeys.order(event.orderId) });
          void client.invalidateQueries({ queryKey: queryKeys.orderLists() });
          break;
        case 'saved-views-changed':
          void client.invalidateQueries({ queryKey: queryKeys.savedViews() });
          break;
        case 'remote-released':
          // A publish, promote or rollback (another Admin's, CI's, a canary rolled back by itself).
          void client.invalidateQueries({ queryKey: queryKeys.releases() });
          break;
        case 'session-ended':
          // Nothing of the ended session's data may show to the next person at this screen.
          client.clear();
          break;
      }
    });
  });
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}
