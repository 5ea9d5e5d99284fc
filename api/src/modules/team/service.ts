import type { Transaction } from 'kysely';
import { grantableRoles, mayManageMember, mayResetTwoFactor, type MemberRef } from '@earrival/shared/policy';
import { bareEmailMessage, isBareEmail } from '@earrival/shared/email';
import type { Role } from '@earrival/shared/types';
import { LIMITS } from '@earrival/shared/limits';
import {
  assertPasswordNotWeak,
  clearTwoFactor,
  endSessionsOf,
  hashPassword,
  queueAccountNotice,
  type SessionEndReason,
} from '../auth/public';
import { logSecurityEvent } from '../securityLog/public';
import { recordEvents, type EventActor } from '../orders/public';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/http/schemas';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, denied, notFound } from '../../platform/errors';
import * as repo from './repository';

/*
 * Manage Team's rules. Who may do what by rank lives in the shared role policy (grantableRoles,
 * mayManageMember); here it meets the database, inside each change's one transaction:
 * - the actor and every Admin row are locked first (in id order, so two admins acting at once queue
 *   instead of deadlocking), and the actor's role is read again there: a role taken away a moment ago
 *   no longer counts;
 * - after the change at least one Admin must remain, so the last Admin is never deleted or demoted even
 *   when two Admins demote each other at the same moment.
 * Passwords are hashed on the way in and never leave the server; every change is in the security log.
 */

interface MemberInput {
  name: string;
  email: string;
  password?: string;
  type: Role;
}

type MemberState = Omit<MemberInput, 'password'>;

const out = (m: { id: number; name: string; email: string; type: Role; created_at: Date }) => ({
  ...m,
  created_at: m.created_at.toISOString(),
});

/** Every team member (no passwords). */
export async function members({ db }: Pick<Deps, 'db'>) {
  return (await repo.listMembers(db)).map(out);
}

/** One member (no password), or 404. */
export async function member({ db }: Pick<Deps, 'db'>, rawId: MemberId) {
  const id = memberId(rawId);
  const row = await repo.findMember(db, id);
  if (!row) throw notFound(`Team member not found: ${id}`);
  return out(row);
}

/** Adds a member of a type the signed-in member `by` may give (e-mail unique). */
export async function addMember({ db }: Pick<Deps, 'db'>, actor: Actor, by: SessionUser, body: MemberInput) {
  const { password, ...fields } = await validated(body, true);
  assertMayGrant(by, fields.type);
  const password_hash = await hashPassword(password);
  const row = await uniqueEmail(fields.email, () =>
    db.transaction().execute(async (tx) => {
      assertMayGrant(await lockActor(tx, by.id), fields.type);
      const added = await repo.insertMember(tx, { ...fields, password_hash });
      await logSecurityEvent(tx, actor, {
        event: 'member-created',
        memberId: added.id,
        detail: `${added.name} <${added.email}>, type ${added.type}`,
      });
      return added;
    }),
  );
  return out(row);
}

/**
 * Updates a member of a lower rank; an empty password keeps the old one. Their orders show the new name,
 * and a new password or e-mail address ends their sessions.
 */
export async function updateMember(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  by: SessionUser,
  rawId: MemberId,
  body: MemberInput,
) {
  const { password, ...fields } = await validated(body, false);
  const id = memberId(rawId);
  const password_hash = password ? await hashPassword(password) : undefined;
  const row = await uniqueEmail(fields.email, () =>
    db.transaction().execute(async (tx) => {
      const me = await lockActor(tx, by.id);
      const before = await loadTarget(tx, id);
      assertMayManage(me, before);
      assertMayGrant(me, fields.type);
      const updated = await repo.updateMember(tx, id, { ...fields, password_hash });
      await assertAdminRemains(tx);
      await repo.renameOnOrders(tx, id, updated.name);
      const changes = changesOf(before, updated, !!password_hash);
      if (changes.length)
        await logSecurityEvent(tx, actor, {
          event: 'member-updated',
          memberId: id,
          detail: changes.join('; '),
        });
      if (before.type !== updated.type)
        await logSecurityEvent(tx, actor, {
          event: 'role-changed',
          memberId: id,
          detail: `${before.type} → ${updated.type}`,
        });
      const reason = sessionEndOf(before, updated, !!password_hash);
      if (reason) await endSessionsOf(tx, actor, { memberId: id, reason });
      return updated;
    }),
  );
  return out(row);
}

/** Deletes a member of a lower rank (not oneself, not the last Admin); their orders go back to their folders. */
export async function deleteMember(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  by: SessionUser,
  rawId: MemberId,
): Promise<void> {
  const id = memberId(rawId);
  if (id === by.id) throw badRequest('You cannot delete your own account.');
  await db.transaction().execute(async (tx) => {
    const me = await lockActor(tx, by.id);
    const target = await loadTarget(tx, id);
    assertMayManage(me, target);
    await returnOrdersOf(tx, { ...by, tabId: actor.tabId }, id);
    await repo.deleteMember(tx, id);
    await assertAdminRemains(tx);
    // Their sessions went with their row: every token of theirs answers 401 from now on.
    await logSecurityEvent(tx, actor, {
      event: 'member-deleted',
      memberId: id,
      detail: `${target.name} <${target.email}>, type ${target.type}`,
    });
  });
}

/**
 * Admin only: turns off the two-factor sign-in of a member they may manage (never their own), deletes
 * their recovery codes, ends their sessions and mails them a notice. Returns whose it was.
 */
export async function resetTwoFactor(
  deps: Pick<Deps, 'db' | 'jobs'>,
  actor: Actor,
  by: SessionUser,
  rawId: MemberId,
) {
  const id = memberId(rawId);
  if (id === by.id)
    throw denied(
      'You cannot reset your own two-factor sign-in in Manage Team (turn it off under Two-Factor Sign-In).',
    );
  return deps.db.transaction().execute(async (tx) => {
    const me = await lockActor(tx, by.id);
    const member = await loadTarget(tx, id);
    if (!mayResetTwoFactor(me, member))
      throw denied(`A ${me.type} cannot reset the two-factor sign-in of a ${member.type}.`);
    if (!member.twoFactor) throw conflict(`Two-factor sign-in is not on for ${member.name}.`);
    await clearTwoFactor(tx, id);
    await logSecurityEvent(tx, actor, {
      event: 'two-factor-reset',
      memberId: id,
      detail: `${member.name} <${member.email}>: two-factor off, recovery codes deleted`,
    });
    await endSessionsOf(tx, actor, { memberId: id, reason: 'two-factor-reset' });
    await queueAccountNotice(deps, tx, actor, { kind: 'two-factor-reset', member, by: by.name });
    return member;
  });
}

type MemberId = number | string;
const MAX_ID = 2147483647;

/** The schema has already limited the id to decimal digits; beyond the column's range nobody exists. */
function memberId(value: MemberId): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw badRequest(`Invalid member id: ${value}`);
  return id;
}

/** The write, with a taken e-mail address answered as 409. */
async function uniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A team member with the e-mail ${email} already exists.`);
    throw error;
  }
}

/** The input, trimmed and checked (a password that is set may not be a weak one: auth's assertPasswordNotWeak). */
async function validated(body: MemberInput, requirePassword: boolean) {
  const name = body.name.trim();
  const email = body.email.trim();
  const password = body.password ?? '';
  if (!name) throw badRequest('Please enter your name.');
  if (!email) throw badRequest('Please enter your email.');
  if (!isBareEmail(email)) throw badRequest(bareEmailMessage(email));
  if (requirePassword && !password) throw badRequest('Please enter your password.');
  if (password && password.length < LIMITS.passwordMin)
    throw badRequest(`Password must be at least ${LIMITS.passwordMin} characters.`);
  if (password) await assertPasswordNotWeak(password);
  return { name, email, password, type: body.type };
}

/** What an edit changed, in words for the security log (a new password is only said to be new). */
function changesOf(before: MemberState, after: MemberState, passwordSet: boolean): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name "${before.name}" → "${after.name}"`);
  if (before.email !== after.email) changes.push(`e-mail ${before.email} → ${after.email}`);
  if (before.type !== after.type) changes.push(`type ${before.type} → ${after.type}`);
  if (passwordSet) changes.push('password changed');
  return changes;
}

/**
 * Why an edit ends the member's sessions, if it does: a new password or another e-mail address (what
 * signs in) ends all of them. Another type does not: the token gate reads the role from the database on
 * every call, so a demotion counts at once, and the member's open screens follow it live (their menu
 * changes; their live streams end within 5 s and reconnect with the new role's events).
 */
function sessionEndOf(
  before: MemberState,
  after: MemberState,
  passwordSet: boolean,
): SessionEndReason | null {
  if (passwordSet) return 'password-set-by-admin';
  if (before.email.toLowerCase() !== after.email.toLowerCase()) return 'email-changed';
  return null;
}

/** The actor, re-read under the lock on every Admin row (see above); their account may be gone. */
async function lockActor(tx: Transaction<Database>, actorId: number): Promise<MemberRef> {
  const rows = await repo.lockAdminsAndMember(tx, actorId);
  const actor = rows.find((r) => r.id === actorId);
  if (!actor) throw denied('Your account no longer exists.');
  return actor;
}

/** The member a change is about (row locked), or 404. */
async function loadTarget(tx: Transaction<Database>, id: number) {
  const target = await repo.lockMember(tx, id);
  if (!target) throw notFound(`Team member not found: ${id}`);
  return target;
}

function assertMayGrant(actor: MemberRef, type: Role): void {
  if (!grantableRoles(actor.type).includes(type))
    throw denied(`A ${actor.type} cannot give the member type ${type}.`);
}

function assertMayManage(actor: MemberRef, target: MemberRef): void {
  if (actor.id === target.id)
    throw denied('You cannot change or delete your own account in Manage Team (use Change Password).');
  if (!mayManageMember(actor, target))
    throw denied(`A ${actor.type} cannot change or delete a member of type ${target.type}.`);
}

/** Refuses (rolling the transaction back) when the change left no Admin. */
async function assertAdminRemains(tx: Transaction<Database>): Promise<void> {
  if ((await repo.countAdmins(tx)) < 1) throw conflict('The last Admin cannot be deleted or demoted.');
}

/** A deleted member's orders go back to their folders (their history keeps who had them). */
async function returnOrdersOf(tx: Transaction<Database>, actor: EventActor, memberId: number): Promise<void> {
  const returned = await repo.unassignOrdersOf(tx, memberId);
  const name = await repo.memberName(tx, memberId);
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
