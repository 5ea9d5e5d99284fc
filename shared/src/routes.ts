import type { OrderCounts, Role } from '@earrival/shared/types';
import type { RemoteName } from '@earrival/shared/apps';
import { SCREEN_ROLES } from '@earrival/shared/domain';
import { QUEUES, type MenuIcon, type Queue } from '@earrival/shared/queues';

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
  /** The menu's icon; the shell draws it. */
  icon?: MenuIcon;
}

export type { MenuIcon };

const { manageTeam, processedBy, gatewaySetting, deployments, securityLog } = SCREEN_ROLES;

/** A queue's route: the queues remote's table, or the queue's own screen. */
export const queueRoute = (queue: Queue): AdminRoute => ({
  path: queue.route,
  title: queue.title ?? queue.label,
  menuLabel: queue.label,
  countField: queue.countField,
  icon: queue.icon,
  ...(queue.roles && { roles: queue.roles }),
  remote: 'mf_queues',
  module: queue.module ?? './QueueScreen',
});

/** The admin route table, in sidebar order: the queues first. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  ...QUEUES.map(queueRoute),
  {
    path: 'country-order',
    title: 'Country Order List',
    menuLabel: 'Country Order List',
    icon: 'globe',
    remote: 'mf_queues',
    module: './CountryOrders',
  },
  {
    path: 'send-invoice',
    title: 'Manage Invoices',
    menuLabel: 'Manage Invoices',
    icon: 'invoice',
    remote: 'mf_queues',
    module: './SendInvoice',
  },
  {
    path: 'manage-team',
    title: 'Manage Team',
    menuLabel: 'Manage Team',
    icon: 'team',
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
    icon: 'chart',
    roles: processedBy,
    remote: 'mf_queues',
    module: './ProcessedBy',
  },
  {
    path: 'gateway-setting',
    title: 'Change Gateway',
    menuLabel: 'Gateway Setting',
    icon: 'card',
    roles: gatewaySetting,
    remote: 'mf_admin_settings',
    module: './GatewaySetting',
  },
  {
    path: 'deployments',
    title: 'Deployments',
    menuLabel: 'Deployments',
    icon: 'deploy',
    roles: deployments,
    remote: 'mf_admin_settings',
    module: './Deployments',
  },
  {
    path: 'security-log',
    title: 'Security Log',
    menuLabel: 'Security Log',
    icon: 'log',
    roles: securityLog,
    remote: 'mf_admin_settings',
    module: './SecurityLog',
  },
  {
    path: 'change-password',
    title: 'Update Password',
    menuLabel: 'Change Password',
    icon: 'key',
    remote: 'mf_admin_settings',
    module: './ChangePassword',
  },
  {
    path: 'two-factor',
    title: 'Two-Factor Sign-In',
    menuLabel: 'Two-Factor Sign-In',
    icon: 'lock',
    remote: 'mf_admin_settings',
    module: './TwoFactor',
  },
  {
    path: 'sessions',
    title: 'Sessions',
    menuLabel: 'Sessions',
    icon: 'devices',
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
