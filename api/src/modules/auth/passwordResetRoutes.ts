import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIMITS } from '@earrival/shared/limits';
import { assertNotCommonPassword } from './commonPasswords';
import { hashPassword } from './passwords';
import { invalid } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import { logSecurityEvent } from '../securityLog/log';
import { Done } from '../../platform/http/schemas';
import { queueAccountNotice } from './notices';
import { FORGOT_NOTICE, hashResetToken, requestReset } from './passwordReset';
import { consumePasswordReset, setPassword } from './repository';
import { failures } from './schemas';
import { endSessionsOf } from './sessions';
import * as S from './twoFactorSchemas';

export const LINK_NOT_VALID =
  'This link to set a new password is not valid any more (it works once, for 1 hour, and not after a password or e-mail change). Ask for a new one.';

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
          "Sets a new password with the mailed link's token (once, within 1 h, and only while the member's password and e-mail are those it was mailed for; not one of the 10,000 most common passwords); every session of the member ends and they get a notice by mail",
        body: S.ResetPasswordBody,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      if (!newPassword) throw invalid('Please enter your New Password.');
      if (newPassword.length < LIMITS.passwordMin)
        throw invalid(`New Password must be at least ${LIMITS.passwordMin} characters.`);
      await assertNotCommonPassword(newPassword);
      const password_hash = await hashPassword(newPassword);
      const done = await app.db.transaction().execute(async (trx) => {
        const member = await consumePasswordReset(trx, hashResetToken(token));
        if (!member) return false;
        await setPassword(trx, member.id, password_hash);
        const ended = await endSessionsOf(trx, request, { memberId: member.id, reason: 'password-reset' });
        await logSecurityEvent(trx, request, {
          event: 'password-reset',
          actorId: member.id,
          memberId: member.id,
          email: member.email,
          detail: `set with a reset link; ${ended} session(s) signed out`,
        });
        await queueAccountNotice(app, trx, request, { kind: 'password-reset', member });
        return true;
      });
      if (!done) throw invalid(LINK_NOT_VALID);
      return ok(null, 'Your new password is set. Please sign in with it.');
    },
  );
}
