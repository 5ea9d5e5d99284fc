import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import { parseId } from '../../../platform/http/ids';
import { resendDocument, retryMail, sendTrackLink } from '../service/mail';
import { requireEmail } from '../input';
import * as S from '../schemas';

/** Resend Mail, Sent Mail and Retry (service/mail.ts): each queues one customer mail. */
export default async function mailRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  /** The order, the bare address and the provider a customer mail call names. */
  const customerMail = (body: S.MailBody) => ({
    orderId: parseId(body.orderId),
    email: requireEmail(body.email),
    provider: body.mailServiceProvider ?? 'first',
  });

  app.post(
    '/admin/resend-mail',
    {
      schema: {
        tags: ['mail'],
        summary: "E-mail the order's latest uploaded document again, through the chosen provider",
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const wanted = customerMail(request.body);
      const mail = await resendDocument(app, request.actor, request.member, wanted);
      return ok(
        { mail },
        `The document's e-mail to ${wanted.email} is queued through ${mail.provider_label}.`,
      );
    },
  );

  app.post(
    '/admin/send-track-order-mail',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Sent Mail under Download History (path chosen by us): e-mail the customer the track-order link, no attachment',
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const wanted = customerMail(request.body);
      const mail = await sendTrackLink(app, request.actor, request.member, wanted);
      return ok(
        { mail },
        `The track-order link e-mail to ${wanted.email} is queued through ${mail.provider_label}.`,
      );
    },
  );

  app.post(
    '/admin/retry-mail',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Queue a failed mail again (Email History: Retry), through its provider or the other one; it keeps its Message-ID',
        body: S.RetryMailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const mail = await retryMail(
        app,
        request.actor,
        request.member,
        parseId(request.body.mailId),
        request.body.mailServiceProvider,
      );
      return ok({ mail }, `The e-mail to ${mail.email} is queued again through ${mail.provider_label}.`);
    },
  );
}
