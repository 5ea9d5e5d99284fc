import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { parseId } from '../../platform/http/ids';
import { invoiceNumber } from '../../platform/pdf/invoice';
import type { InvoiceOrder } from '../../platform/pdf/jobs';
import { invoiceMail } from '../../platform/mailer/templates';
import { loadInvoiceOrder, loadPackEvidence } from './evidence';
import { withCustomerMail } from './mailLimits';
import * as S from './schemas';

const pdfHeaders = { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' };

/**
 * Defence packs (PDF and JSON) and invoices (PDF, and mailed to the customer). The routes load the
 * records (each list capped in SQL, see evidence.ts) and the worker pool renders (app.pdf, platform/pdf/pool.ts):
 * nothing proportional to an order's history runs on the event loop.
 */
export default async function pdfRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const invoicePdf = (order: InvoiceOrder) =>
    app.pdf.render({
      document: 'invoice',
      order,
      contact: { servicePhone: app.config.mail.servicePhone, siteUrl: app.config.mail.siteUrl },
      issuedAt: new Date().toISOString(),
    });
  // A queued invoice mail carries the invoice as it stands when the mail is sent.
  app.mailer.attachmentSource('invoice', async (orderId) =>
    invoicePdf(await loadInvoiceOrder(app.db, orderId)),
  );

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
      const evidence = await loadPackEvidence(app.db, parseId(request.body.orderId), new Date());
      const type = Number(request.body.defencePackType) as 1 | 2;
      const pdf = await app.pdf.render({ document: 'defence-pack', type, evidence });
      return reply
        .headers({
          ...pdfHeaders,
          'Content-Disposition': `inline; filename="defence-pack-${type}-${evidence.order_id}.pdf"`,
        })
        .send(pdf);
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
    async (request) => {
      return ok(
        await loadPackEvidence(app.db, parseId(request.body.orderId), new Date()),
        'Defence pack evidence',
      );
    },
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
    async (request, reply) => {
      const order = await loadInvoiceOrder(app.db, parseId(request.body.orderId));
      const pdf = await invoicePdf(order);
      return reply
        .headers({
          ...pdfHeaders,
          'Content-Disposition': `inline; filename="${invoiceNumber(order.order_id)}.pdf"`,
        })
        .send(pdf);
    },
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
      const order = await loadInvoiceOrder(app.db, parseId(request.body.orderId));
      const number = invoiceNumber(order.order_id);
      // The PDF is rendered when the mail is sent (the 'invoice' attachment source above), not here.
      // One customer mail (mailLimits.ts): past the hourly limits a 429, nothing queued.
      const mail = await withCustomerMail(app.db, request, order.email, () =>
        app.db.transaction().execute((trx) =>
          app.mailer.enqueue(trx, request.member, {
            orderId: order.order_id,
            to: order.email,
            provider: request.body.mailServiceProvider ?? 'first',
            kind: 'invoice',
            content: invoiceMail(app.config.mail, order, number),
            attachment: { source: 'invoice', filename: `${number}.pdf`, contentType: 'application/pdf' },
          }),
        ),
      );
      return ok({ mail }, `Invoice ${number}: the e-mail to ${order.email} is queued.`);
    },
  );
}
