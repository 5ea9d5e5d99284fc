import { statusLabel } from '@earrival/shared/status';
import { PdfWriter } from '../../../platform/pdf/writer';
import { day, moment, money, received } from '../../../platform/pdf/format';
import type { InvoiceContact, InvoiceOrder } from './jobs';

/** One invoice per order: its number is fixed, so a resent invoice is the same invoice. */
export const invoiceNumber = (orderId: number) => `INV-${orderId}`;

/** The processing mode as the customer bought it. */
export const processingLabel = (mode: string) =>
  mode === 'Regular Processing' ? 'Standard Processing' : mode;

/**
 * The customer's invoice: what was bought, what was paid (the amount, currency and gateway intake
 * recorded on the order; the back-office has no price list), and how to reach the service. Runs in a
 * worker thread (render.ts), like every PDF.
 */
export function buildInvoice(order: InvoiceOrder, mail: InvoiceContact, issuedAt: string): Promise<Buffer> {
  const number = invoiceNumber(order.order_id);
  const pdf = new PdfWriter(`Invoice ${number}`, `Invoice ${number} - order ${order.order_id}`);
  pdf.title(`Invoice ${number}`, `Cuba e-Arrival - issued ${moment(issuedAt)}`);

  pdf.heading('Billed to');
  pdf.fields([
    ['Name', `${order.first_name} ${order.sur_name}`],
    ['E-mail', order.email],
    ['Mobile', `${order.country_code} ${order.phone_number}`],
    ['Country', order.country_of_permanent_residence],
  ]);

  pdf.heading('Order');
  pdf.fields([
    ['Order number', order.order_id],
    ['Reference', order.order_number],
    ['Order date', received(order.created_at)],
    ['Status', statusLabel(order.process_status)],
  ]);

  pdf.heading('Items');
  const total = money(order.amount_paid, order.currency);
  pdf.table(
    [
      { header: 'Description', width: 0.6 },
      { header: 'Quantity', width: 0.15 },
      { header: 'Amount', width: 0.25 },
    ],
    [
      [
        `Cuba e-Arrival card application for ${order.first_name} ${order.sur_name} (${processingLabel(order.processing_mode)}), arrival ${day(order.date_of_arrival)}`,
        1,
        total,
      ],
      ['Total paid', ' ', total],
    ],
  );

  pdf.heading('Payment');
  pdf.fields([
    ['Paid through', order.payment_gateway],
    ['Transaction ID', order.transaction_id],
    ['Merchant', order.merchant_name],
    ['Currency', order.currency],
  ]);

  pdf.paragraph(
    `Questions about this invoice? Call ${mail.servicePhone} or write to us through ${mail.siteUrl}/contact-us. ` +
      `Refunds follow our refund policy: ${mail.siteUrl}/refund-policy.`,
    { muted: true },
  );
  return pdf.finish();
}
