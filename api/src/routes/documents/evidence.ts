import type { FastifyInstance } from 'fastify';
import type { DefencePackDetails, OrderDetail } from '@earrival/shared/types';
import { orderDetailQuery } from '../../db/queries/orderDetail';
import { prepared } from '../../db/queries/prepared';
import { conflict, notFound } from '../../errors';
import { DEFENCE_PACK_STATUSES, toOrderDetail } from '../orders/detail';

/** The order with all its records (one round trip), as the detail call returns it. */
export async function loadOrder(app: FastifyInstance, orderId: number): Promise<OrderDetail> {
  const query = prepared(app.db, 'order-detail', () => orderDetailQuery(app.db, 0), [orderId]);
  const row = (await app.db.executeQuery(query)).rows[0];
  if (!row) throw notFound(`Order not found: ${orderId}`);
  return toOrderDetail(row, app.config.mail);
}

/** A defence pack only makes sense once the service was delivered and is being disputed. */
export function requireDefencePackStatus(order: OrderDetail): void {
  if (!order.defencePackAvailable) {
    throw conflict(
      `A defence pack is only available for orders in ${DEFENCE_PACK_STATUSES.join(', ')}; order ${order.order_id} is ${order.process_status}.`,
    );
  }
}

/** The evidence both packs print, as JSON (POST /admin/defence-pack-details). */
export function toEvidence(order: OrderDetail, now: Date): DefencePackDetails {
  const delivered = order.uploadDoc[0]?.created_at ?? null;
  return {
    order_id: order.order_id,
    order_number: order.order_number,
    process_status: order.process_status,
    processing_mode: order.processing_mode,
    created_at: order.created_at,
    amount_paid: order.amount_paid,
    currency: order.currency,
    payment_gateway: order.payment_gateway,
    customer: {
      name: [order.first_name, order.second_name, order.sur_name, order.second_sur_name]
        .filter(Boolean)
        .join(' '),
      email: order.email,
      phone: `${order.country_code} ${order.phone_number}`,
      date_of_birth: order.date_of_birth,
      citizenship: order.citizenship,
      passport_number: order.passport_number,
      country_of_permanent_residence: order.country_of_permanent_residence,
    },
    travel: {
      date_of_arrival: order.date_of_arrival,
      flight: order.flight,
      airline_name: order.airline_name,
      port_of_entry: order.port_of_entry,
    },
    transaction_id: order.transaction_id,
    merchant_name: order.merchant_name,
    delivered_at: delivered,
    documents: order.uploadDoc,
    mails: order.mailHistory,
    downloads: order.downloadHistory,
    remarks: order.remark,
    generated_at: now.toISOString(),
  };
}
