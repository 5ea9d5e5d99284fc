/**
 * The role policy: what each role may see and do. The shell's menus, the queue screens, the settings
 * screens and the API's checks all import it from here, so a rule changes in one place.
 *
 * Queue membership (which orders sit in which folder) is not decided here: the SQL folder predicates in
 * the API are its only home. Rules that depend on a folder (a Team member may delete only Future Order
 * orders) say which folder, and the server asks the database whether the orders are in it.
 *
 * Pure TypeScript with no React, so the server imports it as '@earrival/shared/policy'.
 */
import { ROLES, SCREEN_ROLES, type RestrictedScreen, type Role } from '@earrival/shared/domain';
import type { ActionSource, QueueKind } from '@earrival/shared/queues';

export { SCREEN_ROLES, type RestrictedScreen };

/** Who may promote, roll back and manage deploy tokens on the Deployments screen (and its calls). */
export const RELEASE_ACTION_ROLES = ['Admin'] as const satisfies readonly Role[];

export const mayOpen = (screen: RestrictedScreen, role: Role | null | undefined): boolean =>
  !!role && (SCREEN_ROLES[screen] as readonly Role[]).includes(role);

/** Admin and Manager: they assign to anyone, return anyone's order, delete, and see the manager screens. */
const isManagerRole = (role: Role | null | undefined): boolean => role === 'Admin' || role === 'Manager';

/**
 * Ranks for managing team members. Admin is the top rank and may manage other Admins (never itself);
 * every other role manages only ranks strictly below its own. Team, Telecaller and Night Staff share the
 * lowest rank and manage nobody (they cannot open Manage Team at all).
 */
const ROLE_RANK: Readonly<Record<Role, number>> = {
  Admin: 3,
  Manager: 2,
  Team: 1,
  Telecaller: 1,
  'Night Staff': 1,
};

/** The member types a role may give to a new or edited member. */
export function grantableRoles(actor: Role): Role[] {
  if (!mayOpen('manageTeam', actor)) return [];
  if (actor === 'Admin') return [...ROLES];
  return ROLES.filter((role) => ROLE_RANK[role] < ROLE_RANK[actor]);
}

export interface MemberRef {
  id: number;
  type: Role;
}

/** Whether the actor may edit or delete the target member (never themselves through Manage Team). */
export function mayManageMember(actor: MemberRef, target: MemberRef): boolean {
  if (actor.id === target.id) return false;
  if (!mayOpen('manageTeam', actor.type)) return false;
  if (actor.type === 'Admin') return true;
  return ROLE_RANK[target.type] < ROLE_RANK[actor.type];
}

/**
 * How far a role may delete orders, by the table the delete comes from:
 * Admin anywhere; Manager anywhere but a My Orders table; every other role only orders that sit in the
 * Future Order folder (that list offers Delete to everyone who sees it).
 */
export type DeleteScope = 'any' | 'futureOrderOnly' | 'none';

export function deleteScope(role: Role, source: ActionSource | undefined): DeleteScope {
  if (role === 'Admin') return 'any';
  if (role === 'Manager') return source === 'myOrder' ? 'none' : 'any';
  return 'futureOrderOnly';
}

/** Team roles assign only to themselves and return only their own orders; managers any member. */
export const mayAssignTo = (actor: MemberRef, assigneeId: number | null): boolean =>
  isManagerRole(actor.type) || assigneeId === actor.id;

export const mayReturnOrderOf = (actor: MemberRef, assigneeId: number | null): boolean =>
  isManagerRole(actor.type) || assigneeId === null || assigneeId === actor.id;

/** An Undo belongs to the member who made the change; an Admin may undo anyone's. */
export const mayUndoActionOf = (actor: MemberRef, actionActorId: number): boolean =>
  actor.type === 'Admin' || actor.id === actionActorId;

/** The roles an Admin may require two-factor sign-in for (one switch covers both). */
export const TWO_FACTOR_ENFORCEABLE_ROLES = ['Admin', 'Manager'] as const satisfies readonly Role[];

/** Only an Admin turns the two-factor requirement on or off. */
export const mayRequireTwoFactor = (role: Role | null | undefined): boolean => role === 'Admin';

/** Whether a member of this role must use two-factor sign-in, given the Admin's switch. */
export const twoFactorRequiredFor = (role: Role, requiredForManagers: boolean): boolean =>
  requiredForManagers && (TWO_FACTOR_ENFORCEABLE_ROLES as readonly Role[]).includes(role);

/**
 * Whether the actor may reset the target's two-factor sign-in (Manage Team's "Reset 2FA"): an Admin, on a
 * member they may manage (never themselves: their own is turned off on Two-Factor Sign-In).
 */
export const mayResetTwoFactor = (actor: MemberRef, target: MemberRef): boolean =>
  actor.type === 'Admin' && mayManageMember(actor, target);

export type { QueueKind };

export type BulkActionId = 'assignToMe' | 'delete' | 'moveToOriginal' | 'refunded';

/**
 * The bulk actions a role gets on a table. Deleted Orders offers none: its rows are already soft-deleted
 * and status moves happen on the order detail screen.
 */
export function bulkActionsFor(kind: QueueKind, role: Role): BulkActionId[] {
  const manager = isManagerRole(role);
  switch (kind) {
    case 'myOrder':
      return deleteScope(role, 'myOrder') === 'any' ? ['moveToOriginal', 'delete'] : ['moveToOriginal'];
    case 'new':
      return manager ? ['assignToMe', 'delete'] : ['assignToMe'];
    case 'refund':
      // Non-managers see only 'Refunded it'.
      return manager ? ['refunded', 'delete'] : ['refunded'];
    case 'future':
      return ['delete'];
    case 'chargeBack':
    case 'default':
      return manager ? ['delete'] : [];
    case 'deleted':
      return [];
  }
}

/** Charge Back rows carry their own Delete button, for Manager or Admin. */
export const rowDeleteAllowed = (kind: QueueKind, role: Role): boolean =>
  kind === 'chargeBack' && isManagerRole(role);
