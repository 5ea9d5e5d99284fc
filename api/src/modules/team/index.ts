import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { grantableRoles } from '@earrival/shared/policy';
import { bareEmailMessage, isBareEmail } from '@earrival/shared/email';
import type { Role } from '@earrival/shared/types';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { LIMITS } from '@earrival/shared/limits';
import { protect } from '../../plugins/auth';
import { hashPassword } from '../../auth/passwords';
import { ok } from '../../http/reply';
import { badRequest, conflict, notFound as notFoundError } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
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

function validated(body: MemberInput, requirePassword: boolean) {
  const name = body.name.trim();
  const email = body.email.trim();
  const password = body.password ?? '';
  if (!name) throw badRequest('Please enter your name.');
  if (!email) throw badRequest('Please enter your email.');
  if (!isBareEmail(email)) throw badRequest(bareEmailMessage(email));
  if (requirePassword && !password) throw badRequest('Please enter your password.');
  if (password && password.length < LIMITS.passwordMin)
    throw badRequest(`Password must be at least ${LIMITS.passwordMin} characters.`);
  return { name, email, password, type: body.type };
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
      const input = validated(request.body, true);
      assertMayGrant(request.member, input.type);
      const password_hash = await hashPassword(input.password);
      try {
        const row = await app.db.transaction().execute(async (tx) => {
          assertMayGrant(await lockActor(tx, request.member.id), input.type);
          return insertMember(tx, { name: input.name, email: input.email, type: input.type, password_hash });
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
      const input = validated(request.body, false);
      const id = memberId(request.body.tmId);
      const password_hash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const row = await app.db.transaction().execute(async (tx) => {
          const actor = await lockActor(tx, request.member.id);
          assertMayManage(actor, await loadTarget(tx, id));
          assertMayGrant(actor, input.type);
          const updated = await updateMember(tx, id, {
            name: input.name,
            email: input.email,
            type: input.type,
            password_hash,
          });
          await assertAdminRemains(tx);
          await renameOnOrders(tx, id, updated.name);
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
        assertMayManage(actor, await loadTarget(tx, id));
        await returnOrdersOf(tx, request.member, id);
        await deleteMember(tx, id);
        await assertAdminRemains(tx);
      });
      return ok(null, 'Team member deleted successfully.');
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
