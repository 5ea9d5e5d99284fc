import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../platform/http/schemas';
import { ok } from '../../../platform/http/reply';
import { parseId } from '../../../platform/http/ids';
import { defencePackPdf, invoicePdfOf, sendInvoice, type NamedPdf } from '../service/pdfs';
import { loadPackEvidence } from '../service/evidence';
import * as S from '../schemas';

/** A PDF answered inline, never cached. */
const sendPdf = (reply: FastifyReply, { pdf, filename }: NamedPdf) =>
  reply
    .headers({
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-store',
      'Content-Disposition': `inline; filename="${filename}"`,
    })
    .send(pdf);

/** Defence packs (PDF and JSON) and invoices (PDF, and mailed to the customer): service/pdfs.ts. */
export default async function pdfRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/get-defence-pack-pdf',
    {
      schema: {
        tags: ['pdfs'],
        summary:
          'Defence pack PDF: 1 = one-page summary, 2 = full evidence file; only for Completed, Customer Called or ChargeBack',
        body: S.DefencePackBody,
        response: { 200: S.PdfReply, ...S.errors },
      },
    },
    async (request, reply) => {
      const type = Number(request.body.defencePackType) as S.DefencePackType;
      return sendPdf(reply, await defencePackPdf(app, parseId(request.body.orderId), type));
    },
  );

  app.post(
    '/admin/defence-pack-details',
    {
      schema: {
        tags: ['pdfs'],
        summary:
          'The evidence the defence packs print, as JSON (same status rule as the PDF); each list holds its newest 500 records, `totals` counts them all',
        body: S.OrderBody,
        response: { 200: Envelope(S.DefencePackDetails), ...S.errors },
      },
    },
    async (request) =>
      ok(await loadPackEvidence(app.db, parseId(request.body.orderId), new Date()), 'Defence pack evidence'),
  );

  app.post(
    '/admin/get-invoice-pdf',
    {
      schema: {
        tags: ['pdfs'],
        summary: "The order's invoice as a PDF (path chosen by us; the same file Send Invoice mails)",
        body: S.OrderBody,
        response: { 200: S.PdfReply, ...S.errors },
      },
    },
    async (request, reply) => sendPdf(reply, await invoicePdfOf(app, parseId(request.body.orderId))),
  );

  app.post(
    '/admin/send-invoice',
    {
      schema: {
        tags: ['pdfs'],
        summary:
          "Build the order's PDF invoice and e-mail it to the customer (first provider unless mailServiceProvider says 'second')",
        body: S.InvoiceBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const provider = request.body.mailServiceProvider ?? 'first';
      const sent = await sendInvoice(
        app,
        request.actor,
        request.member,
        parseId(request.body.orderId),
        provider,
      );
      return ok({ mail: sent.mail }, `Invoice ${sent.number}: the e-mail to ${sent.email} is queued.`);
    },
  );
}
