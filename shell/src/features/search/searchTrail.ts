import type { GlobalSearchRow } from '@earrival/shared/api';
import { rememberOrderTrail } from '@earrival/shared/orderTrail';
import { QUEUES } from '@earrival/shared/queues';

/**
 * An order opened from the search has no list behind it: the queue that holds it becomes its list, so
 * `u` and Back to list go to that queue, and Previous / Next walk it (in its default order).
 */
export function rememberQueueOf(row: GlobalSearchRow, userName: string): void {
  const mine = row.folder === 'myOrder';
  const queue = QUEUES.find((candidate) =>
    mine ? candidate.mine : candidate.folder === row.folder && !candidate.mine,
  );
  if (!queue) return;
  rememberOrderTrail({
    listUrl: `/admin/${queue.route}`,
    listLabel: queue.title ?? queue.label,
    orderIds: [row.order_id],
    list: { orderName: queue.folder, ...(mine ? { userName } : {}) },
  });
}
