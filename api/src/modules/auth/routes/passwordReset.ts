import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import { Done } from '../../../platform/http/schemas';
import { failures } from '../schemas/signIn';
import * as S from '../schemas/twoFactor';
import { FORGOT_NOTICE, requestReset, resetPassword } from '../service/passwordReset';

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
      await requestReset(app, request.actor, request.body.email);
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
      await resetPassword(app, request.actor, request.body.token, request.body.newPassword);
      return ok(null, 'Your new password is set. Please sign in with it.');
    },
  );
}
