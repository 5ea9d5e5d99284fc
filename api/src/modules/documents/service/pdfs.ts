import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import type { SessionUser } from '../../../platform/http/schemas';
import type { MailEntry, MailProvider } from '../../../platform/mailer/schemas';
import type { DefencePackType } from '../schemas';
import { invoiceNumber } from '../pdf/invoice';
import { DOCUMENT_PDF_RENDERER, type DocumentPdfJob, type InvoiceOrder } from '../pdf/jobs';
import { invoiceMail } from '../mailTemplates';
import { loadInvoiceOrder, loadPackEvidence } from './evidence';
import { senderOf } from './mail';
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

const invoicePdf = ({ pdf, config }: Pick<Deps, 'pdf' | 'config'>, order: InvoiceOrder) =>
  pdf.render({
    document: 'invoice',
    order,
    contact: { servicePhone: config.mail.servicePhone, siteUrl: config.mail.siteUrl },
    issuedAt: new Date().toISOString(),
  } satisfies DocumentPdfJob);

/**
 * Tells the pool which module renders these documents, and the mailer how to read an 'invoice'
 * attachment: a queued invoice mail carries the invoice as it stands when the mail is sent.
 */
export function registerDocumentPdfs(deps: Pick<Deps, 'db' | 'pdf' | 'mailer' | 'config'>): void {
  deps.pdf.addRenderer('defence-pack', DOCUMENT_PDF_RENDERER);
  deps.pdf.addRenderer('invoice', DOCUMENT_PDF_RENDERER);
  deps.mailer.attachmentSource('invoice', async (orderId) =>
    invoicePdf(deps, await loadInvoiceOrder(deps.db, orderId)),
  );
}

/** Pack 1 (the one-page summary) or 2 (the full evidence file) of a delivered, disputed order. */
export async function defencePackPdf(
  deps: Pick<Deps, 'db' | 'pdf'>,
  orderId: number,
  type: DefencePackType,
): Promise<NamedPdf> {
  const evidence = await loadPackEvidence(deps.db, orderId, new Date());
  const pdf = await deps.pdf.render({ document: 'defence-pack', type, evidence } satisfies DocumentPdfJob);
  return { pdf, filename: `defence-pack-${type}-${evidence.order_id}.pdf` };
}

/** The order's invoice (409 without a recorded payment). */
export async function invoicePdfOf(
  deps: Pick<Deps, 'db' | 'pdf' | 'config'>,
  orderId: number,
): Promise<NamedPdf> {
  const order = await loadInvoiceOrder(deps.db, orderId);
  return { pdf: await invoicePdf(deps, order), filename: `${invoiceNumber(order.order_id)}.pdf` };
}

/**
 * Queues the invoice mail to the order's own address; the PDF is rendered when the mail is sent (the
 * 'invoice' attachment source above), not here. One customer mail (mailLimits.ts): past the hourly
 * limits a 429, nothing queued.
 */
export async function sendInvoice(
  { db, mailer, config }: Pick<Deps, 'db' | 'mailer' | 'config'>,
  actor: Actor,
  member: SessionUser,
  orderId: number,
  provider: MailProvider,
): Promise<{ mail: MailEntry; number: string; email: string }> {
  const order = await loadInvoiceOrder(db, orderId);
  const number = invoiceNumber(order.order_id);
  const mail = await withCustomerMail(db, actor, order.email, () =>
    db.transaction().execute((trx) =>
      mailer.enqueue(trx, senderOf(actor, member), {
        orderId: order.order_id,
        to: order.email,
        provider,
        kind: 'invoice',
        content: invoiceMail(config.mail, order, number),
        attachment: { source: 'invoice', filename: `${number}.pdf`, contentType: 'application/pdf' },
      }),
    ),
  );
  return { mail, number, email: order.email };
}
