import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@earrival/shared/types';
import { MANAGERS, protect } from '../../plugins/auth';
import { hashPassword } from '../../auth/passwords';
import { envelopeSchema, errorResponses, roleSchema } from '../../schemas';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/errors';

const memberSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    type: roleSchema,
    created_at: { type: 'string' },
  },
} as const;

const idSchema = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 2147483647 },
    { type: 'string', pattern: '^[0-9]{1,9}$' },
  ],
};

const inputSchema = {
  type: 'object',
  required: ['name', 'email', 'password', 'type'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    type: roleSchema,
    tmId: idSchema,
  },
} as const;

interface MemberInput {
  name: string;
  email: string;
  password: string;
  type: Role;
  tmId?: number | string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLUMNS = ['id', 'name', 'email', 'type', 'created_at'] as const;
const duplicate = (email: string) => conflict(`A team member with the e-mail ${email} already exists.`);

function validated(body: MemberInput, requirePassword: boolean) {
  const name = body.name.trim();
  const email = body.email.trim();
  if (!name) throw badRequest('Please enter your name.');
  if (!email || !EMAIL.test(email)) throw badRequest('Please enter your email.');
  if (requirePassword && !body.password) throw badRequest('Please enter your password.');
  if (body.password && body.password.length < 6) throw badRequest('Password must be at least 6 characters.');
  return { name, email, password: body.password, type: body.type };
}

const out = (m: { id: number; name: string; email: string; type: Role; created_at: Date }) => ({
  ...m,
  created_at: m.created_at.toISOString(),
});

/** Manage Team: Admin and Manager only. Passwords are hashed on the way in and never leave the server. */
export default async function teamRoutes(app: FastifyInstance) {
  protect(app);
  const config = { roles: MANAGERS };
  const one = { 200: envelopeSchema(memberSchema), ...errorResponses };

  app.get(
    '/admin/get-team-member-list',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'Every team member (no passwords)',
        response: { 200: envelopeSchema({ type: 'array', items: memberSchema }), ...errorResponses },
      },
    },
    async () => {
      const rows = await app.db.selectFrom('team_members').select(COLUMNS).orderBy('id').execute();
      return { status: 1, message: 'OK', data: rows.map(out) };
    },
  );

  app.get(
    '/admin/get-team-member-type',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'The member types (roles)',
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'string' } }), ...errorResponses },
      },
    },
    async () => ({ status: 1, message: 'OK', data: [...ROLES] }),
  );

  app.post<{ Body: MemberInput }>(
    '/admin/add-team-member',
    {
      config,
      schema: { tags: ['team'], summary: 'Add a member (e-mail unique)', body: inputSchema, response: one },
    },
    async (request) => {
      const input = validated(request.body, true);
      const password_hash = await hashPassword(input.password);
      try {
        const row = await app.db
          .insertInto('team_members')
          .values({ name: input.name, email: input.email, type: input.type, password_hash })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return { status: 1, message: 'Team member added successfully.', data: out(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.email);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    '/admin/team-member-info/:id',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'One member (no password)',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: one,
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('team_members')
        .select(COLUMNS)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(`Team member not found: ${request.params.id}`);
      return { status: 1, message: 'OK', data: out(row) };
    },
  );

  app.post<{ Body: MemberInput }>(
    '/admin/update-team-member',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'Update a member (tmId); an empty password keeps the old one, a new one signs them out',
        body: { ...inputSchema, required: ['tmId', 'name', 'email', 'type'] },
        response: one,
      },
    },
    async (request) => {
      const input = validated({ ...request.body, password: request.body.password ?? '' }, false);
      const id = Number(request.body.tmId);
      const password_hash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const row = await app.db
          .updateTable('team_members')
          .set((eb) => ({
            name: input.name,
            email: input.email,
            type: input.type,
            updated_at: new Date(),
            // A new password revokes the member's older tokens, as a password change does.
            ...(password_hash ? { password_hash, token_version: eb('token_version', '+', 1) } : {}),
          }))
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirst();
        if (!row) throw notFound(`Team member not found: ${id}`);
        return { status: 1, message: 'Team member updated successfully.', data: out(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.email);
        throw error;
      }
    },
  );

  app.put<{ Body: { teamMemberId: number | string } }>(
    '/admin/delete-team-member',
    {
      config,
      schema: {
        tags: ['team'],
        summary: 'Delete a member (not yourself); their orders and history keep their name',
        body: { type: 'object', required: ['teamMemberId'], properties: { teamMemberId: idSchema } },
        response: { 200: envelopeSchema(), ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.body.teamMemberId);
      if (id === request.member.id) throw badRequest('You cannot delete your own account.');
      const deleted = await app.db.deleteFrom('team_members').where('id', '=', id).executeTakeFirst();
      if (!deleted.numDeletedRows) throw notFound(`Team member not found: ${id}`);
      return { status: 1, message: 'Team member deleted successfully.', data: null };
    },
  );
}
