import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import { protect } from '../../../platform/http/gate';
import { Done } from '../../../platform/http/schemas';
import * as S from '../schemas/signIn';
import { changePassword } from '../service/changePassword';
import { workAccountNotices } from '../service/notices';
import { workResetRequests } from '../service/passwordReset';
import { signOut } from '../service/sessions';
import { sessionIdOf } from './gates';
import { passwordResetRoutes } from './passwordReset';
import { sessionRoutes } from './sessions';
import { signInRoutes, twoFactorSignInRoutes } from './signIn';
import { twoFactorSettingsRoutes } from './twoFactor';

/**
 * Sign-in (public, throttled; a second step for two-factor), forgot password, and the signed-in member's
 * own calls: user_info, change-password, logout, sessions, two-factor settings.
 */
export default async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  signInRoutes(app);
  passwordResetRoutes(app);
  twoFactorSignInRoutes(app);
  workResetRequests(app);
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
        await changePassword(scope, request.actor, request.body);
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
        await signOut(scope.db, request.actor, sessionIdOf(request));
        return ok(null, 'You have been signed out.');
      },
    );

    sessionRoutes(scope);
    twoFactorSettingsRoutes(scope);
  });
}
