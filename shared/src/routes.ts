import type { OrderCounts, Role } from '@earrival/shared/types';
import type { RemoteName } from '@earrival/shared/apps';
import { SCREEN_ROLES } from '@earrival/shared/policy';

export type { RemoteName } from '@earrival/shared/apps';

/** Which remote module renders a screen; the shell loads it at run time and never imports it. */
export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module, e.g. './QueueScreen'. */
  module: string;
}

export interface AdminRoute extends RemoteModuleRef {
  /** Path relative to /admin, as in the spec's route table. */
  path: string;
  title: string;
  /** Sidebar label; routes without one (detail and edit pages) are not in the menu. */
  menuLabel?: string;
  /** Sidebar badge; absent for the screens the spec lists without a badge. */
  countField?: keyof OrderCounts;
  /** Roles allowed; absent means every role. */
  roles?: readonly Role[];
}

const { manageTeam, processedBy, gatewaySetting, orderHistory, deployments, securityLog } = SCREEN_ROLES;
const queue = (
  path: string,
  title: string,
  menuLabel: string,
  countField?: keyof OrderCounts,
): AdminRoute => ({
  path,
  title,
  menuLabel,
  countField,
  remote: 'mf_queues',
  module: './QueueScreen',
});

/** The admin route table, in sidebar order. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  queue('my-order', 'My Orders', 'My Orders', 'myOrdersCount'),
  queue('recent-order', 'New Orders', 'New Orders', 'newOrdersCount'),
  queue('priority-order', 'Priority Order', 'Priority Orders', 'priorityOrdersCount'),
  queue('pending-order', 'Pending Orders', 'Pending Orders', 'pendingOrdersCount'),
  queue('completed-order', 'Completed Orders', 'Completed Orders', 'completedOrdersCount'),
  queue('awaiting-response', 'Awaiting Response', 'Awaiting Customer', 'awaitingOrdersCount'),
  queue('awaiting-govt', 'Awaiting Govt', 'Awaiting Govt', 'awaitingGovtCount'),
  {
    path: 'future-order',
    title: 'Future Order',
    menuLabel: 'Future Orders',
    countField: 'futureOrdersCount',
    remote: 'mf_queues',
    module: './FutureOrders',
  },
  queue('called', 'Customer Called', 'Customer Called', 'customerCalledCount'),
  queue('contact-customer', 'Contact Customer', 'Contact Customer', 'contactCustomerOrdersCount'),
  queue('deleted-order', 'Deleted Orders', 'Deleted Orders', 'deletedOrdersCount'),
  { ...queue('order-history', 'Order History', 'Order History', 'allOrdersCount'), roles: orderHistory },
  queue('refund-order', 'Refund Orders', 'Refund Orders', 'refundOrdersCount'),
  queue('chargeback', 'Charge Back', 'Charge Back', 'chargeBackCount'),
  {
    path: 'country-order',
    title: 'Country Order List',
    menuLabel: 'Country Order List',
    remote: 'mf_queues',
    module: './CountryOrders',
  },
  {
    path: 'send-invoice',
    title: 'Manage Invoices',
    menuLabel: 'Manage Invoices',
    remote: 'mf_queues',
    module: './SendInvoice',
  },
  {
    path: 'manage-team',
    title: 'Manage Team',
    menuLabel: 'Manage Team',
    roles: manageTeam,
    remote: 'mf_admin_settings',
    module: './ManageTeam',
  },
  {
    path: 'manage-team/:teamMemberId',
    title: 'Manage Team',
    roles: manageTeam,
    remote: 'mf_admin_settings',
    module: './ManageTeam',
  },
  {
    path: 'processed-order',
    title: 'Order Processed',
    menuLabel: 'Order Processed',
    roles: processedBy,
    remote: 'mf_queues',
    module: './ProcessedBy',
  },
  {
    path: 'gateway-setting',
    title: 'Change Gateway',
    menuLabel: 'Gateway Setting',
    roles: gatewaySetting,
    remote: 'mf_admin_settings',
    module: './GatewaySetting',
  },
  {
    path: 'deployments',
    title: 'Deployments',
    menuLabel: 'Deployments',
    roles: deployments,
    remote: 'mf_admin_settings',
    module: './Deployments',
  },
  {
    path: 'security-log',
    title: 'Security Log',
    menuLabel: 'Security Log',
    roles: securityLog,
    remote: 'mf_admin_settings',
    module: './SecurityLog',
  },
  {
    path: 'change-password',
    title: 'Update Password',
    menuLabel: 'Change Password',
    remote: 'mf_admin_settings',
    module: './ChangePassword',
  },
  {
    path: 'two-factor',
    title: 'Two-Factor Sign-In',
    menuLabel: 'Two-Factor Sign-In',
    remote: 'mf_admin_settings',
    module: './TwoFactor',
  },
  {
    path: 'sessions',
    title: 'Sessions',
    menuLabel: 'Sessions',
    remote: 'mf_admin_settings',
    module: './Sessions',
  },
  { path: 'view-order/:orderId', title: 'Order Detail', remote: 'mf_order_detail', module: './OrderDetail' },
];

/** Every path outside /admin except '/' belongs to the visitor remote. */
export const VISITOR_MODULE: RemoteModuleRef = { remote: 'mf_visitor', module: './VisitorApp' };

export const routeAllows = (route: Pick<AdminRoute, 'roles'>, role: Role | null | undefined): boolean =>
  !route.roles || (!!role && route.roles.includes(role));

/** What the shell passes to every admin screen it mounts from a remote. */
export interface AdminScreenProps {
  route: AdminRoute;
  user: { id: number; name: string; email: string; type: Role };
}
