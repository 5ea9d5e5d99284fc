import { SCREEN_ROLES, type Role } from '@earrival/shared/domain';
// The counts' field names, from the generated API types (not the types entry, which is built from this list).
import type { ApiData } from './types/api';

type OrderCounts = ApiData<'getAllFolderCount'>;

/** The kinds of order table a queue screen shows; the bulk actions depend on it (@earrival/shared/policy). */
export type QueueKind = 'default' | 'myOrder' | 'new' | 'refund' | 'chargeBack' | 'deleted' | 'future';

/** The column sets of the order lists: default, and the lists that differ from it (@earrival/shared/columns). */
export type OrderColumnSet = 'default' | 'contactCustomer' | 'priority' | 'refund' | 'chargeBack' | 'future';

/** The menu's icons, by name (the shell's menuIcons.tsx draws each). */
export type MenuIcon =
  | 'briefcase'
  | 'inbox'
  | 'star'
  | 'clock'
  | 'checkCircle'
  | 'hourglass'
  | 'bank'
  | 'calendar'
  | 'phone'
  | 'chat'
  | 'trash'
  | 'history'
  | 'refund'
  | 'shield'
  | 'globe'
  | 'invoice'
  | 'team'
  | 'chart'
  | 'card'
  | 'deploy'
  | 'log'
  | 'key'
  | 'lock'
  | 'devices';

/**
 * One order queue: a menu entry with a count badge, a route, a table and its actions. Everything that
 * lists the queues derives from QUEUES: the folder names the API takes, its counts, the admin routes and
 * the menu, the queue screens and the CSV columns. The one thing written elsewhere is which orders a
 * folder holds: SQL in the API (modules/orders/repository/folders.ts), keyed by these folder names.
 */
export interface Queue {
  /** The folder the list call, the counts and the export take. */
  folder: string;
  /** My Orders: the folder's orders assigned to the signed-in member (a queue of its own, not a folder). */
  mine?: boolean;
  /** Path under /admin, as in the spec's route table. */
  route: string;
  /** The menu's label. */
  label: string;
  /** The screen's title, where it is not the label. */
  title?: string;
  /** The field of the counts answer its badge shows. */
  countField: keyof OrderCounts;
  columns: OrderColumnSet;
  /** The table kind the role policy's bulk-action rules are written for. */
  kind: QueueKind;
  icon: MenuIcon;
  /** Roles allowed; absent means every role. */
  roles?: readonly Role[];
  /** The queues remote's module, where it is not the common queue table. */
  module?: string;
}

/** Keeps each folder's name as a literal, so the folder names' type derives from the list. */
const queueList = <const Folder extends string>(queues: ReadonlyArray<Queue & { folder: Folder }>) => queues;

/**
 * The queues in menu order. Where two folders hold the same order, the global search names the one
 * listed first (Priority before Future, a status's folder before Refund).
 */
export const QUEUES = queueList([
  {
    folder: 'newOrder',
    mine: true,
    route: 'my-order',
    label: 'My Orders',
    countField: 'myOrdersCount',
    columns: 'default',
    kind: 'myOrder',
    icon: 'briefcase',
  },
  {
    folder: 'newOrder',
    route: 'recent-order',
    label: 'New Orders',
    countField: 'newOrdersCount',
    columns: 'default',
    kind: 'new',
    icon: 'inbox',
  },
  {
    folder: 'priorityOrder',
    route: 'priority-order',
    label: 'Priority Orders',
    title: 'Priority Order',
    countField: 'priorityOrdersCount',
    columns: 'priority',
    kind: 'new',
    icon: 'star',
  },
  {
    folder: 'pendingOrder',
    route: 'pending-order',
    label: 'Pending Orders',
    countField: 'pendingOrdersCount',
    columns: 'default',
    kind: 'default',
    icon: 'clock',
  },
  {
    folder: 'completedOrder',
    route: 'completed-order',
    label: 'Completed Orders',
    countField: 'completedOrdersCount',
    columns: 'default',
    kind: 'default',
    icon: 'checkCircle',
  },
  {
    folder: 'awaitingOrder',
    route: 'awaiting-response',
    label: 'Awaiting Customer',
    title: 'Awaiting Response',
    countField: 'awaitingOrdersCount',
    columns: 'default',
    kind: 'default',
    icon: 'hourglass',
  },
  {
    folder: 'awaitingGovtOrder',
    route: 'awaiting-govt',
    label: 'Awaiting Govt',
    countField: 'awaitingGovtCount',
    columns: 'default',
    kind: 'default',
    icon: 'bank',
  },
  {
    folder: 'futureOrder',
    route: 'future-order',
    label: 'Future Orders',
    title: 'Future Order',
    countField: 'futureOrdersCount',
    columns: 'future',
    kind: 'future',
    icon: 'calendar',
    module: './FutureOrders',
  },
  {
    folder: 'customerCalledOrder',
    route: 'called',
    label: 'Customer Called',
    countField: 'customerCalledCount',
    columns: 'default',
    kind: 'default',
    icon: 'phone',
  },
  {
    folder: 'contactCustomerOrder',
    route: 'contact-customer',
    label: 'Contact Customer',
    countField: 'contactCustomerOrdersCount',
    columns: 'contactCustomer',
    kind: 'default',
    icon: 'chat',
  },
  {
    folder: 'deletedOrder',
    route: 'deleted-order',
    label: 'Deleted Orders',
    countField: 'deletedOrdersCount',
    columns: 'default',
    kind: 'deleted',
    icon: 'trash',
  },
  {
    folder: 'allOrder',
    route: 'order-history',
    label: 'Order History',
    countField: 'allOrdersCount',
    columns: 'default',
    kind: 'default',
    icon: 'history',
    roles: SCREEN_ROLES.orderHistory,
  },
  {
    folder: 'refundOrder',
    route: 'refund-order',
    label: 'Refund Orders',
    countField: 'refundOrdersCount',
    columns: 'refund',
    kind: 'refund',
    icon: 'refund',
  },
  {
    folder: 'chargeBack',
    route: 'chargeback',
    label: 'Charge Back',
    countField: 'chargeBackCount',
    columns: 'chargeBack',
    kind: 'chargeBack',
    icon: 'shield',
  },
]);

/** The queue that stands for each folder: every queue but My Orders, which narrows New Orders' folder. */
const folderQueues = <Q extends Queue>(queues: readonly Q[]): Q[] => queues.filter((queue) => !queue.mine);

/** The folders, in the queues' order. */
export const folderNames = <Q extends Queue>(queues: readonly Q[]): ReadonlyArray<Q['folder']> =>
  folderQueues(queues).map((queue) => queue.folder);

/** One value per folder, read off its queue (its count field, its columns). */
export const byFolder = <Q extends Queue, Value>(
  queues: readonly Q[],
  value: (queue: Q) => Value,
): Record<Q['folder'], Value> =>
  Object.fromEntries(folderQueues(queues).map((queue) => [queue.folder, value(queue)])) as Record<
    Q['folder'],
    Value
  >;

/** Folder names as the order-list call takes them, one per queue. */
export const FOLDER_NAMES = folderNames(QUEUES);

export type FolderName = (typeof FOLDER_NAMES)[number];

/** Where a list action comes from; the delete rules depend on it ('myOrder' = a My Orders table). */
export type ActionSource = FolderName | 'myOrder';
