import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { grantableRoles, SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../platform/http/gate';
import { ok } from '../../platform/http/reply';
import * as S from './schemas';
import { addMember, deleteMember, member, members, resetTwoFactor, updateMember } from './service';

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
    async () => ok(await members(app)),
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
      const added = await addMember(app, request.actor, request.member, request.body);
      return ok(added, 'Team member added successfully.');
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
    async (request) => ok(await member(app, request.params.id)),
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
      const updated = await updateMember(app, request.actor, request.member, request.body.tmId, request.body);
      return ok(updated, 'Team member updated successfully.');
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
      await deleteMember(app, request.actor, request.member, request.body.teamMemberId);
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
      const target = await resetTwoFactor(app, request.actor, request.member, request.params.id);
      return ok(null, `Two-factor sign-in of ${target.name} was reset, and they were signed out everywhere.`);
    },
  );
}
