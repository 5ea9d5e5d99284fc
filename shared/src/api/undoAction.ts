import { ordersApi } from './orders';

/**
 * Takes back a staff action through the server, then tells the page which orders changed, so every open
 * list, count and order screen refetches (the bus events the query layer listens to). The bus loads with
 * the first undo, so the API client alone does not bring it into a page.
 */
export async function undoAction(actionId: string): Promise<string> {
  const [response, { eventBus }] = await Promise.all([
    ordersApi.undoAction(actionId),
    import('@earrival/shared/bus'),
  ]);
  for (const orderId of response.data.orderIds)
    eventBus.emit({ type: 'order-updated', orderId, source: 'undo' });
  eventBus.emit({ type: 'counts-changed', source: 'undo' });
  return response.message;
}
