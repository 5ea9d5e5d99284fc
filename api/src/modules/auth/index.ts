import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIMITS } from '@earrival/shared/limits';
import { assertNotCommonPassword } from './commonPasswords';
import { hashPassword, verifyPassword } from './passwords';
import { badRequest, unauthenticated } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import { protect, sessionIdOf } from './gate';
import { logSecurityEvent } from '../securityLog/log';
import {
  admitPasswordCheck,
  admitSignIn,
  passwordCheckSucceeded,
  signInFailed,
  signInSucceeded,
} from './signInGuard';
import { Done } from '../../platform/http/schemas';
import { queueAccountNotice, workAccountNotices } from './notices';
import { changeOwnPassword, findSignInMember, findTwoFactorMember } from './repository';
import * as S from './schemas';
import { workResetRequests } from './passwordReset';
import { passwordResetRoutes } from './passwordResetRoutes';
import { endSessionsOf, sessionRoutes } from './sessions';
import { afterPassword, twoFactorSettingsRoutes, twoFactorSignInRoutes } from './twoFactorRoutes';

const LOGIN_FAILED = 'Invalid email or password';

/**
 * Sign-in (public, throttled; a second step for two-factor), forgot password, and the signed-in member's
 * own calls: user_info, change-password, logout, sessions, two-factor settings.
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
      return afterPassword(app, request, member);
    },
  );

  passwordResetRoutes(app);
  twoFactorSignInRoutes(app);
  workResetRequests(app, app.db);
  workAccountNotices(app);

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
          summary:
            'Change my password: the current one, then the new one twice (at least 6 characters, not one of the 10,000 most common). Every session of mine ends (this one too: sign in again) and I get a notice by mail. Wrong current passwords are throttled like sign-in (429 + Retry-After)',
          body: S.ChangePasswordBody,
          response: { 200: Done, ...S.failures, ...S.tooManyPasswords },
        },
      },
      async (request) => {
        const { currentPassword, newPassword, confirmPassword } = request.body;
        if (!currentPassword) throw badRequest('Please enter your Current Password.');
        if (!newPassword) throw badRequest('Please enter your New Password.');
        if (newPassword.length < LIMITS.passwordMin)
          throw badRequest(`New Password must be at least ${LIMITS.passwordMin} characters.`);
        if (!confirmPassword) throw badRequest('Please confirm your New Password.');
        if (newPassword !== confirmPassword)
          throw badRequest('New Password and Confirm Password do not match.');
        await assertNotCommonPassword(newPassword);
        const member = await findTwoFactorMember(scope.db, request.member.id);
        if (!member) throw unauthenticated('Your account no longer exists. Please contact an administrator.');
        const refused = (detail: string) =>
          logSecurityEvent(scope.db, request, {
            event: 'password-change-failed',
            memberId: member.id,
            detail,
          });
        await admitPasswordCheck(scope.db, member.id, refused);
        if (!(await verifyPassword(member.password_hash, currentPassword))) {
          await refused('wrong current password');
          throw badRequest('Current Password is incorrect.');
        }
        await passwordCheckSucceeded(scope.db, member.id);
        const password_hash = await hashPassword(newPassword);
        await scope.db.transaction().execute(async (trx) => {
          await changeOwnPassword(trx, member.id, password_hash);
          // Every session ends, this one too: the product signs the member out after a change (the screen
          // clears its session and goes to '/'), so a stolen session cannot outlive the password.
          const n = await endSessionsOf(trx, request, { memberId: member.id, reason: 'password-changed' });
          await logSecurityEvent(trx, request, {
            event: 'password-changed',
            memberId: member.id,
            detail: `${n} session(s) signed out`,
          });
          await queueAccountNotice(scope, trx, request, { kind: 'password-changed', member });
        });
        return ok(null, 'Password updated successfully. Please sign in again.');
      },
    );

    scope.post(
      '/admin/logout',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Sign out: this session ends, and its token answers 401 from now on; the member's other sessions stay signed in",
          response: { 200: Done, ...S.failures },
        },
      },
      async (request) => {
        const id = sessionIdOf(request);
        if (id)
          await scope.db
            .transaction()
            .execute((trx) =>
              endSessionsOf(trx, request, { memberId: request.member.id, ids: [id], reason: 'logout' }),
            );
        return ok(null, 'You have been signed out.');
      },
    );

    sessionRoutes(scope);
    twoFactorSettingsRoutes(scope);
  });
}
