import type { Kysely, Transaction } from 'kysely';
import { grantableRoles, mayManageMember, type MemberRef } from '@earrival/shared/policy';
import type { Role, SessionUser } from '@earrival/shared/types';
import { recordEvents } from '../../platform/events/orderEvents';
import type { Database } from '../../platform/db/schema';
import { conflict, denied, notFound } from '../../platform/http/errors';
import { countAdmins, lockAdminsAndMember, lockMember, memberName, unassignOrdersOf } from './repository';

/**
 * The rank rules of Manage Team, applied inside the write's transaction. The rules themselves live in the
 * shared role policy (grantableRoles, mayManageMember); here they meet the database:
 * - the actor and every Admin row are locked first (in id order, so two admins acting at once queue
 *   instead of deadlocking), and the actor's role is read again there: a role taken away a moment ago
 *   no longer counts;
 * - after the change at least one Admin must remain, so the last Admin is never deleted or demoted even
 *   when two Admins demote each other at the same moment.
 */
export async function lockActor(tx: Transaction<Database>, actorId: number): Promise<MemberRef> {
  const rows = await lockAdminsAndMember(tx, actorId);
  const actor = rows.find((r) => r.id === actorId);
  if (!actor) throw denied('Your account no longer exists.');
  return actor;
}

/** The member a change is about (row locked), or 404. */
export async function loadTarget(db: Kysely<Database>, id: number) {
  const target = await lockMember(db, id);
  if (!target) throw notFound(`Team member not found: ${id}`);
  return target;
}

export function assertMayGrant(actor: MemberRef, type: Role): void {
  if (!grantableRoles(actor.type).includes(type))
    throw denied(`A ${actor.type} cannot give the member type ${type}.`);
}

export function assertMayManage(actor: MemberRef, target: MemberRef): void {
  if (actor.id === target.id)
    throw denied('You cannot change or delete your own account in Manage Team (use Change Password).');
  if (!mayManageMember(actor, target))
    throw denied(`A ${actor.type} cannot change or delete a member of type ${target.type}.`);
}

/** Refuses (rolling the transaction back) when the change left no Admin. */
export async function assertAdminRemains(tx: Transaction<Database>): Promise<void> {
  if ((await countAdmins(tx)) < 1) throw conflict('The last Admin cannot be deleted or demoted.');
}

/** A deleted member's orders go back to their folders (their history keeps who had them). */
export async function returnOrdersOf(
  tx: Transaction<Database>,
  actor: Pick<SessionUser, 'id' | 'name'>,
  memberId: number,
): Promise<void> {
  const returned = await unassignOrdersOf(tx, memberId);
  const name = await memberName(tx, memberId);
  await recordEvents(
    tx,
    actor,
    returned.map((r) => ({
      order_id: r.order_id,
      action: 'assign' as const,
      from_value: name ?? null,
      to_value: null,
      detail: 'member deleted',
    })),
  );
}
