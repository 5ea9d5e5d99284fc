import { type OrderDetail } from '@earrival/shared/types';
import { chatLink } from '@earrival/shared/ui';

/** The message staff send with the approved document's link: who, which order, where to download, whom to call. */
export function approvalMessage(order: Pick<OrderDetail, 'first_name' | 'emailPreview'>): string {
  const { orderNumber, trackOrderUrl, servicePhone } = order.emailPreview;
  return [
    `Hello ${order.first_name},`,
    `your Cuba e-Arrival application (order ${orderNumber}) has been approved.`,
    `You can download your arrival card here: ${trackOrderUrl}`,
    `Questions? Call us at ${servicePhone}.`,
  ].join(' ');
}

/** The messaging link to the customer's number in international form, with the message filled in. */
export function whatsappLink(
  order: Pick<OrderDetail, 'first_name' | 'emailPreview' | 'phone_number' | 'country_code'>,
): string | null {
  const base = chatLink(order.phone_number, order.country_code);
  return base ? `${base}?text=${encodeURIComponent(approvalMessage(order))}` : null;
}
