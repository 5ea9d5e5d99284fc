import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { grantableRoles, mayResetTwoFactor } from '@earrival/shared/policy';
import { bareEmailMessage, isBareEmail } from '@earrival/shared/email';
import type { Role } from '@earrival/shared/types';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { LIMITS } from '@earrival/shared/limits';
import { protect } from '../auth/gate';
import { assertNotCommonPassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import type { SessionEndReason } from '../auth/sessionStore';
import { ok } from '../../platform/http/reply';
import { badRequest, conflict, denied, notFound as notFoundError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import { logSecurityEvent } from '../securityLog/log';
import { clearTwoFactor, endSessionsOf, queueAccountNotice } from '../auth/public';
import {
  assertAdminRemains,
  assertMayGrant,
  assertMayManage,
  loadTarget,
  lockActor,
  returnOrdersOf,
} from './hierarchy';
import {
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  renameOnOrders,
  updateMember,
} from './repository';
import * as S from './schemas';

interface MemberInput {
  name: string;
  email: string;
  password?: string;
  type: Role;
}

const duplicate = (email: string) => conflict(`A team member with the e-mail ${email} already exists.`);

/** The input, trimmed and checked (a password that is set may not be one of the 10,000 most common). */
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
  if (password) await assertNotCommonPassword(password);
  return { name, email, password, type: body.type };
}

interface MemberState {
  name: string;
  email: string;
  type: Role;
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

const out = (m: { id: number; name: string; email: string; type: Role; created_at: Date }) => ({
  ...m,
  created_at: m.created_at.toISOString(),
});

/**
 * Manage Team: Admin and Manager only, within the rank rules of the shared role policy (a Manager manages
 * only lower ranks, nobody edits or deletes themselves here, the last Admin stays). Passwords are hashed
 * on the way in and never leave the server.
 */
export default async function teamRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const config = { roles: SCREEN_ROLES.manageTeam };

  app.get(
    '/admin/get-team-member-list',
    { config, schema: { tags: ['team'], summary: 'Every team member (no passwords)', response: S.list } },
    async () => {
      const rows = await listMembers(app.db);
      return ok(rows.map(out));
    },
  );

  app.get(
    '/admin/get-team-member-type',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'The member types the caller may give (by rank)',
        response: S.roles,
      },
    },
    async (request) => ok(grantableRoles(request.member.type)),
  );

  app.post(
    '/admin/add-team-member',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'Add a member (e-mail unique; a type the caller may give)',
        body: S.AddMemberBody,
        response: S.one,
      },
    },
    async (request) => {
      const input = await validated(request.body, true);
      assertMayGrant(request.member, input.type);
      const password_hash = await hashPassword(input.password);
      try {
        const row = await app.db.transaction().execute(async (tx) => {
          assertMayGrant(await lockActor(tx, request.member.id), input.type);
          const added = await insertMember(tx, {
            name: input.name,
            email: input.email,
            type: input.type,
            password_hash,
          });
          await logSecurityEvent(tx, request, {
            event: 'member-created',
            memberId: added.id,
            detail: `${added.name} <${added.email}>, type ${added.type}`,
          });
          return added;
        });
        return ok(out(row), 'Team member added successfully.');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.email);
        throw error;
      }
    },
  );

  app.get(
    '/admin/team-member-info/:id',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'One member (no password)',
        params: S.MemberParams,
        response: S.one,
      },
    },
    async (request) => {
      const id = memberId(request.params.id);
      const row = await findMember(app.db, id);
      if (!row) throw notFoundMember(id);
      return ok(out(row));
    },
  );

  app.post(
    '/admin/update-team-member',
    {
      config,
      schema: {
        tags: ['team'],
        summary:
          'Update a member of a lower rank (tmId); an empty password keeps the old one, a new one signs them out',
        body: S.UpdateMemberBody,
        response: S.one,
      },
    },
    async (request) => {
      const input = await validated(request.body, false);
      const id = memberId(request.body.tmId);
      const password_hash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const row = await app.db.transaction().execute(async (tx) => {
          const actor = await lockActor(tx, request.member.id);
          const before = await loadTarget(tx, id);
          assertMayManage(actor, before);
          assertMayGrant(actor, input.type);
          const updated = await updateMember(tx, id, {
            name: input.name,
            email: input.email,
            type: input.type,
            password_hash,
          });
          await assertAdminRemains(tx);
          await renameOnOrders(tx, id, updated.name);
          const changes = changesOf(before, updated, !!password_hash);
          if (changes.length)
            await logSecurityEvent(tx, request, {
              event: 'member-updated',
              memberId: id,
              detail: changes.join('; '),
            });
          if (before.type !== updated.type)
            await logSecurityEvent(tx, request, {
              event: 'role-changed',
              memberId: id,
              detail: `${before.type} → ${updated.type}`,
            });
          const reason = sessionEndOf(before, updated, !!password_hash);
          if (reason) await endSessionsOf(tx, request, { memberId: id, reason });
          return updated;
        });
        return ok(out(row), 'Team member updated successfully.');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.email);
        throw error;
      }
    },
  );

  app.put(
    '/admin/delete-team-member',
    {
      config,
      schema: {
        tags: ['team'],
        summary:
          'Delete a member of a lower rank (not yourself, not the last Admin); their history keeps their name',
        body: S.DeleteMemberBody,
        response: S.none,
      },
    },
    async (request) => {
      const id = memberId(request.body.teamMemberId);
      if (id === request.member.id) throw badRequest('You cannot delete your own account.');
      await app.db.transaction().execute(async (tx) => {
        const actor = await lockActor(tx, request.member.id);
        const target = await loadTarget(tx, id);
        assertMayManage(actor, target);
        await returnOrdersOf(tx, request.member, id);
        await deleteMember(tx, id);
        await assertAdminRemains(tx);
        // Their sessions went with their row: every token of theirs answers 401 from now on.
        await logSecurityEvent(tx, request, {
          event: 'member-deleted',
          memberId: id,
          detail: `${target.name} <${target.email}>, type ${target.type}`,
        });
      });
      return ok(null, 'Team member deleted successfully.');
    },
  );

  app.post(
    '/admin/team/:id/two-factor/reset',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['team'],
        operationId: 'resetMemberTwoFactor',
        summary:
          'Admin only: turns off the two-factor sign-in of a member they may manage (never their own), deletes their recovery codes, ends all their sessions and mails them a notice. 409 when it is not on',
        params: S.MemberParams,
        response: S.none,
      },
    },
    async (request) => {
      const id = memberId(request.params.id);
      if (id === request.member.id)
        throw denied(
          'You cannot reset your own two-factor sign-in in Manage Team (turn it off under Two-Factor Sign-In).',
        );
      const target = await app.db.transaction().execute(async (tx) => {
        const actor = await lockActor(tx, request.member.id);
        const member = await loadTarget(tx, id);
        if (!mayResetTwoFactor(actor, member))
          throw denied(`A ${actor.type} cannot reset the two-factor sign-in of a ${member.type}.`);
        if (!member.twoFactor) throw conflict(`Two-factor sign-in is not on for ${member.name}.`);
        await clearTwoFactor(tx, id);
        await logSecurityEvent(tx, request, {
          event: 'two-factor-reset',
          memberId: id,
          detail: `${member.name} <${member.email}>: two-factor off, recovery codes deleted`,
        });
        await endSessionsOf(tx, request, { memberId: id, reason: 'two-factor-reset' });
        await queueAccountNotice(app, tx, request, {
          kind: 'two-factor-reset',
          member,
          by: request.member.name,
        });
        return member;
      });
      return ok(null, `Two-factor sign-in of ${target.name} was reset, and they were signed out everywhere.`);
    },
  );
}

const MAX_ID = 2147483647;
const notFoundMember = (id: number) => notFoundError(`Team member not found: ${id}`);

/** The schema has already limited the id to decimal digits; beyond the column's range nobody exists. */
function memberId(value: number | string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw badRequest(`Invalid member id: ${value}`);
  return id;
}
