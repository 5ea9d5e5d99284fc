import type { Queue } from '@earrival/shared/queues';

/** The route table also serves the dashboard's '/' as New Orders. */
export const queueRoutePath = (path: string): string => (path === '' || path === '/' ? 'recent-order' : path);

/** The queue at a route path (relative to /admin), out of a list of queues. */
export function queueFor<Q extends Queue>(path: string, queues: readonly Q[]): Q | undefined {
  const route = queueRoutePath(path);
  return queues.find((queue) => queue.route === route);
}
