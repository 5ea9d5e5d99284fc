/*
 * Every query key in the page, in one place: the bus invalidates by these prefixes, so a screen that
 * builds its key here is refreshed by `counts-changed` / `order-updated` without code of its own.
 * Keys are arrays whose first element names the family.
 */
export const queryKeys = {
  /** The sidebar badges and dashboard tiles of one member. */
  counts: (userName: string) => ['counts', userName] as const,
  /** Every order list (queue tables, search results, Future Order months). */
  orderLists: () => ['order-list'] as const,
  orderList: (params: Record<string, unknown>) => ['order-list', params] as const,
  /** An order's place in a whole list: a list's family, so whatever refreshes the lists refreshes it. */
  orderNeighbours: (params: Record<string, unknown>) => ['order-list', 'neighbours', params] as const,
  futureMonths: () => ['future-months'] as const,
  /** One order's detail. */
  order: (orderId: number | string) => ['order', String(orderId)] as const,
  orders: () => ['order'] as const,
  /** One page of one history of an order (under the order's key: `order-updated` refreshes it too). */
  orderHistory: (orderId: number | string, history: string, page: Record<string, unknown>) =>
    ['order', String(orderId), 'history', history, page] as const,
  /** Statistics screens, by report and date range. */
  report: (name: string, range: Record<string, unknown>) => ['report', name, range] as const,
  reports: () => ['report'] as const,
  userInfo: (token: string) => ['user-info', token] as const,
  teamMembers: () => ['team-members'] as const,
  teamMember: (id: number | string) => ['team-members', String(id)] as const,
  memberTypes: () => ['member-types'] as const,
  gateways: () => ['gateways'] as const,
  /**
   * The Deployments screen: every remote's releases and steps, and (under the same family, so one
   * invalidation refreshes both) the deploy tokens. `remote-released` on the bus refreshes the family.
   */
  releases: () => ['releases'] as const,
  deployTokens: () => ['releases', 'deploy-tokens'] as const,
  /** Settings -> Sessions: where the signed-in member is signed in. */
  sessions: () => ['sessions'] as const,
  /** Settings -> Security Log: one page of events, by filters and page. */
  securityEvents: () => ['security-events'] as const,
  securityEventPage: (params: Record<string, unknown>) => ['security-events', params] as const,
  /** The signed-in member's saved views of the queues (the sidebar); `saved-views-changed` refreshes them. */
  savedViews: () => ['saved-views'] as const,
  /** Their counts: in the views' family (a saved or deleted view refreshes them) and refreshed by counts-changed. */
  savedViewCounts: () => ['saved-views', 'counts'] as const,
  /** The members who have orders assigned (the lists' assignee filter). */
  orderAssignees: () => ['order-assignees'] as const,
  /** The customer's download page of one order (its history, the order, the document). */
  visitorOrder: (orderId: number | string) => ['visitor-order', String(orderId)] as const,
} as const;
