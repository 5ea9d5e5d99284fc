import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import { protect } from '../../plugins/auth';
import { envelopeSchema, errorResponses, sessionUserSchema } from '../../schemas';

const LOGIN_FAILED = 'Invalid email or password';

/** Sign-in (public), and the signed-in member's own calls: user_info, change-password. */
export default async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string; password: string } }>(
    '/admin/admin-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: returns the member and a JWT (send it raw in Authorization)',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
          },
        },
        response: {
          200: {
            ...envelopeSchema(sessionUserSchema),
            properties: { ...envelopeSchema(sessionUserSchema).properties, jwtToken: { type: 'string' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const member = await app.db
        .selectFrom('team_members')
        .select(['id', 'name', 'email', 'type', 'password_hash', 'token_version'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      const ok = await verifyPassword(member?.password_hash, request.body.password);
      if (!member || !ok) return reply.status(400).send({ status: 0, message: LOGIN_FAILED, data: null });
      const user = { id: member.id, name: member.name, email: member.email, type: member.type };
      const jwtToken = signToken(app.config.jwtSecret, app.config.jwtTtlSeconds, user, member.token_version);
      return { status: 1, message: `Welcome, ${member.name}`, data: user, jwtToken };
    },
  );

  await app.register(async (scope) => {
    protect(scope);

    scope.get(
      '/user_info',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in member',
          response: { 200: envelopeSchema(sessionUserSchema), ...errorResponses },
        },
      },
      async (request) => ({ status: 1, message: 'OK', data: request.member }),
    );

    scope.post<{ Body: { newPassword: string } }>(
      '/admin/change-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change my password (at least 6 characters); every older token of mine stops working',
          body: {
            type: 'object',
            required: ['newPassword'],
            properties: {
              newPassword: { type: 'string', maxLength: 1024, description: 'At least 6 characters' },
            },
          },
          response: { 200: envelopeSchema(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { newPassword } = request.body;
        if (!newPassword)
          return reply
            .status(400)
            .send({ status: 0, message: 'Please enter your New Password.', data: null });
        if (newPassword.length < 6) {
          return reply
            .status(400)
            .send({ status: 0, message: 'New Password must be at least 6 characters.', data: null });
        }
        const password_hash = await hashPassword(newPassword);
        await scope.db
          .updateTable('team_members')
          .set((eb) => ({
            password_hash,
            token_version: eb('token_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', request.member.id)
          .execute();
        return { status: 1, message: 'Password updated successfully. Please sign in again.', data: null };
      },
    );
  });
}
