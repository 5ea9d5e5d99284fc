import type { Queue } from '@earrival/shared/queues';
import type { OrderCounts } from '@earrival/shared/types';

/**
 * A queue the list does not have: added to a copy of QUEUES, it shows whether every place that derives
 * from the list (folders, counts, routes, menu, queue screen, CSV columns) picks it up with no other edit.
 */
export const NEW_QUEUE: Queue = {
  folder: 'escalatedOrder',
  route: 'escalated-order',
  label: 'Escalated Orders',
  title: 'Escalated Order',
  // A new count field joins the generated OrderCounts once the API's contract is written again.
  countField: 'escalatedOrdersCount' as keyof OrderCounts,
  columns: 'priority',
  kind: 'new',
  icon: 'star',
  roles: ['Admin', 'Manager'],
};
