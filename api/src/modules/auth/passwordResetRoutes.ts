import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIMITS } from '@earrival/shared/limits';
import { hashPassword } from '../../auth/passwords';
import { invalid } from '../../errors';
import { ok } from '../../http/reply';
import { Done } from '../../schemas';
import { FORGOT_NOTICE, hashResetToken, requestReset } from './passwordReset';
import { consumePasswordReset, setPassword } from './repository';
import { failures } from './schemas';
import * as S from './twoFactorSchemas';

export const LINK_NOT_VALID =
  'This link to set a new password is not valid any more (it works once, for 1 hour). Ask for a new one.';

/** Forgot password (public): ask for a link, then set a new password with it. */
export function passwordResetRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mails a link to set a new password (valid 1 h, once) if the e-mail is a member’s; the answer is the same either way. Limited per address typed and per caller (429 + Retry-After)',
        body: S.ForgotPasswordBody,
        response: { 200: Done, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!email) throw invalid('Please enter your e-mail address.');
      await requestReset(app, request, email);
      return ok(null, FORGOT_NOTICE);
    },
  );

  app.post(
    '/admin/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Sets a new password with the mailed link's token (once, within 1 h); every session of the member ends",
        body: S.ResetPasswordBody,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      if (newPassword.length < LIMITS.passwordMin)
        throw invalid(`New Password must be at least ${LIMITS.passwordMin} characters.`);
      const password_hash = await hashPassword(newPassword);
      const done = await app.db.transaction().execute(async (trx) => {
        const memberId = await consumePasswordReset(trx, hashResetToken(token));
        if (memberId === undefined) return false;
        await setPassword(trx, memberId, password_hash);
        return true;
      });
      if (!done) throw invalid(LINK_NOT_VALID);
      return ok(null, 'Your new password is set. Please sign in with it.');
    },
  );
}
