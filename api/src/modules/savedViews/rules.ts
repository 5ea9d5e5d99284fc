import { ADMIN_ROUTES } from '@earrival/shared/routes';

/** Per member: how many views, and how long a name and a query may be. */
export const SAVED_VIEW_LIMITS = { perMember: 30, name: 60, query: 1000 } as const;

/** The queue screens a view may open: the routes the queues remote's order table serves. */
export function savedViewPaths(): string[] {
  return ADMIN_ROUTES.filter((route) => route.module === './QueueScreen').map(
    (route) => `/admin/${route.path}`,
  );
}
