import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { readToken } from '../../auth/tokens';
import { badRequest, unauthenticated } from '../../errors';
import { ok } from '../../http/reply';
import { protect } from '../../plugins/auth';
import { admitSignIn, signInFailed, signInSucceeded } from '../../security/signInGuard';
import { Done } from '../../schemas';
import { LIMITS } from '@earrival/shared/limits';
import {
  bumpTokenVersion,
  deleteExpiredRevocations,
  findSignInMember,
  revokeToken,
  setPassword,
} from './repository';
import * as S from './schemas';
import { workResetRequests } from './passwordReset';
import { passwordResetRoutes } from './passwordResetRoutes';
import { afterPassword, twoFactorSettingsRoutes, twoFactorSignInRoutes } from './twoFactorRoutes';

const LOGIN_FAILED = 'Invalid email or password';

/**
 * Sign-in (public, throttled; a second step for two-factor), forgot password, and the signed-in member's
 * own calls: user_info, change-password, logout, two-factor settings.
 */
export default async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/admin-login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: returns the member and a JWT (send it raw in Authorization). Throttled per account and per address (429 + Retry-After)',
        body: S.SignInBody,
        response: { 200: S.SignInReply, ...S.failures, 400: S.signInFailed, ...S.tooManyAttempts },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const admission = await admitSignIn(app.db, request, email);
      if (!admission.allowed) {
        return reply
          .status(429)
          .header('Retry-After', String(admission.retryAfterSeconds))
          .send({ status: 0, message: admission.message, data: null });
      }
      const member = await findSignInMember(app.db, email);
      const passwordOk = await verifyPassword(member?.password_hash, request.body.password);
      if (!member || !passwordOk) {
        await signInFailed(app.db, request, email, member?.id ?? null);
        return reply.status(400).send({ status: 0, message: LOGIN_FAILED, data: null });
      }
      await signInSucceeded(app.db, request, email);
      return afterPassword(app, member);
    },
  );

  passwordResetRoutes(app);
  twoFactorSignInRoutes(app);
  workResetRequests(app, app.db);

  await app.register(async (plain) => {
    protect(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();

    scope.get(
      '/user_info',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in member',
          response: { 200: S.UserInfoReply, ...S.failures },
        },
      },
      async (request) => ok(request.member),
    );

    scope.post(
      '/admin/change-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change my password (at least 6 characters); every older token of mine stops working',
          body: S.ChangePasswordBody,
          response: { 200: Done, ...S.failures },
        },
      },
      async (request) => {
        const { newPassword } = request.body;
        if (!newPassword) throw badRequest('Please enter your New Password.');
        if (newPassword.length < LIMITS.passwordMin)
          throw badRequest(`New Password must be at least ${LIMITS.passwordMin} characters.`);
        const password_hash = await hashPassword(newPassword);
        await setPassword(scope.db, request.member.id, password_hash);
        return ok(null, 'Password updated successfully. Please sign in again.');
      },
    );

    scope.post(
      '/admin/logout',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Sign out: this token answers 401 from now on; the member's other sessions stay signed in (a token from before jti ends them all)",
          response: { 200: Done, ...S.failures },
        },
      },
      async (request) => {
        // protect() has checked this token (signature, member, revocation); reading it again hits the cache.
        const check = readToken(scope.config.jwtSecret, request.headers.authorization);
        if (!check.ok) throw unauthenticated(check.message);
        const { jti, exp } = check.claims;
        if (jti) {
          await revokeToken(scope.db, { jti, memberId: request.member.id, expiresAt: new Date(exp * 1000) });
          // Rows of expired tokens are useless (the signature check refuses those): the table stays small.
          await deleteExpiredRevocations(scope.db);
        } else {
          // A token signed before jti existed cannot be told apart from the member's others: end them all.
          await bumpTokenVersion(scope.db, request.member.id);
        }
        return ok(null, 'You have been signed out.');
      },
    );

    twoFactorSettingsRoutes(scope);
  });
}
