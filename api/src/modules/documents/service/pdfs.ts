import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailEntry, MailProvider } from '../../../platform/mailer/schemas';
import type { DefencePackType } from '../schemas';
import { invoiceNumber } from '../pdf/invoice';
import { DOCUMENT_PDF_RENDERER, type DocumentPdfJob, type InvoiceOrder } from '../pdf/jobs';
import { invoiceMail } from '../mailTemplates';
import { loadInvoiceOrder, loadPackEvidence } from './evidence';
import { withCustomerMail } from './mailLimits';

/*
 * Defence packs and invoices. The service loads the records (each list capped in SQL, see
 * repository/evidence.ts) and the platform's worker pool renders them (app.pdf, with pdf/render.ts):
 * nothing proportional to an order's history runs on the event loop.
 */

/** A rendered PDF and the name it is offered under. */
export interface NamedPdf {
  pdf: Buffer;
  filename: string;
}

const invoicePdf = (app: FastifyInstance, order: InvoiceOrder) =>
  app.pdf.render({
    document: 'invoice',
    order,
    contact: { servicePhone: app.config.mail.servicePhone, siteUrl: app.config.mail.siteUrl },
    issuedAt: new Date().toISOString(),
  } satisfies DocumentPdfJob);

/**
 * Tells the pool which module renders these documents, and the mailer how to read an 'invoice'
 * attachment: a queued invoice mail carries the invoice as it stands when the mail is sent.
 */
export function registerDocumentPdfs(app: FastifyInstance): void {
  app.pdf.addRenderer('defence-pack', DOCUMENT_PDF_RENDERER);
  app.pdf.addRenderer('invoice', DOCUMENT_PDF_RENDERER);
  app.mailer.attachmentSource('invoice', async (orderId) =>
    invoicePdf(app, await loadInvoiceOrder(app.db, orderId)),
  );
}

/** Pack 1 (the one-page summary) or 2 (the full evidence file) of a delivered, disputed order. */
export async function defencePackPdf(
  app: FastifyInstance,
  orderId: number,
  type: DefencePackType,
): Promise<NamedPdf> {
  const evidence = await loadPackEvidence(app.db, orderId, new Date());
  const pdf = await app.pdf.render({ document: 'defence-pack', type, evidence } satisfies DocumentPdfJob);
  return { pdf, filename: `defence-pack-${type}-${evidence.order_id}.pdf` };
}

/** The order's invoice (409 without a recorded payment). */
export async function invoicePdfOf(app: FastifyInstance, orderId: number): Promise<NamedPdf> {
  const order = await loadInvoiceOrder(app.db, orderId);
  return { pdf: await invoicePdf(app, order), filename: `${invoiceNumber(order.order_id)}.pdf` };
}

/**
 * Queues the invoice mail to the order's own address; the PDF is rendered when the mail is sent (the
 * 'invoice' attachment source above), not here. One customer mail (mailLimits.ts): past the hourly
 * limits a 429, nothing queued.
 */
export async function sendInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  provider: MailProvider,
): Promise<{ mail: MailEntry; number: string; email: string }> {
  const order = await loadInvoiceOrder(app.db, orderId);
  const number = invoiceNumber(order.order_id);
  const mail = await withCustomerMail(app.db, request, order.email, () =>
    app.db.transaction().execute((trx) =>
      app.mailer.enqueue(trx, request.member, {
        orderId: order.order_id,
        to: order.email,
        provider,
        kind: 'invoice',
        content: invoiceMail(app.config.mail, order, number),
        attachment: { source: 'invoice', filename: `${number}.pdf`, contentType: 'application/pdf' },
      }),
    ),
  );
  return { mail, number, email: order.email };
}
