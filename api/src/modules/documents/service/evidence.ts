import type { Kysely, Selectable } from 'kysely';
import { statusLabel } from '@earrival/shared/status';
import type { Database } from '../../../platform/db/schema';
import type { OrdersTable } from '../../orders/public';
import { conflict, notFound } from '../../../platform/errors';
import { iso, usDateTime } from '../../../platform/http/serialize';
import { toMailEntry, type MailRow } from '../../../platform/mailer/history';
import { DEFENCE_PACK_STATUSES, buildActivity, toDocument, type DocumentRow } from '../../orders/public';
import { PDF_LIST_LIMIT, type InvoiceOrder, type PackEvidence } from '../pdf/jobs';
import { invoiceOrder, packOrder, packRecords, type PackRecords } from '../repository/evidence';

type Order = Selectable<OrdersTable>;

/**
 * The evidence of both packs, for a delivered, disputed order (404 unknown, 409 in another status):
 * each list newest PDF_LIST_LIMIT, oldest first, with its total.
 */
export async function loadPackEvidence(
  db: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<PackEvidence> {
  const order = await packOrder(db, orderId);
  if (!order) throw notFound(`Order not found: ${orderId}`);
  requireDefencePackStatus(order);
  return toPackEvidence(order, await packRecords(db, orderId, order.email), now);
}

/** A defence pack only makes sense once the service was delivered and is being disputed. */
function requireDefencePackStatus(order: { order_id: number; process_status: string }): void {
  if (!(DEFENCE_PACK_STATUSES as readonly string[]).includes(order.process_status)) {
    throw conflict(
      `A defence pack is only available for orders in ${DEFENCE_PACK_STATUSES.map(statusLabel).join(', ')}; order ${order.order_id} is ${statusLabel(order.process_status)}.`,
    );
  }
}

function toPackEvidence(order: Order, lists: PackRecords, now: Date): PackEvidence {
  // The lists come newest first (that is how the limit keeps the newest); the packs read oldest first.
  const oldestFirst = <T>(list: T[]) => [...list].reverse();
  const mails = lists.mails.rows.map((m) => toMailEntry(m as MailRow));
  const events = lists.events.rows.map((e) => ({ ...e, created_at: iso(e.created_at)! }));
  return {
    order_id: order.order_id,
    order_number: order.order_number,
    process_status: order.process_status,
    processing_mode: order.processing_mode,
    created_at: iso(order.created_at)!,
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
    delivered_at: iso(lists.documents.stats!.first),
    documents: oldestFirst(lists.documents.rows).map((d) => toDocument(d as DocumentRow)),
    mails: oldestFirst(mails),
    downloads: oldestFirst(lists.downloads.rows).map((d) => ({
      ...d,
      file1: d.file1 ?? '',
      create_ts: iso(d.create_ts)!,
      last_ts: iso(d.last_ts)!,
    })),
    remarks: oldestFirst(lists.remarks.rows).map(({ created_at, author_id: _author, ...r }) => ({
      ...r,
      ...usDateTime(created_at),
      create_ts: iso(created_at)!,
    })),
    totals: {
      documents: lists.documents.stats!.total,
      mails: lists.mails.stats!.total,
      downloads: lists.downloads.stats!.total,
      remarks: lists.remarks.total!,
      timeline: lists.events.total! + lists.mails.stats!.total,
    },
    download_count: lists.downloads.stats!.times,
    first_download_at: iso(lists.downloads.stats!.first),
    accepted_mail_count: lists.mails.stats!.accepted,
    latest_accepted_mails: lists.mails.accepted.map((m) => toMailEntry(m as MailRow)),
    // Newest first by the Activity rules, cut to the limit, then told as a story (oldest first).
    timeline: oldestFirst(
      buildActivity(events, mails, [])
        .slice(0, PDF_LIST_LIMIT)
        .map((a) => ({ at: a.at, actor_name: a.actor_name, text: a.text })),
    ),
    application: {
      signature_name: order.signature_name,
      gender: order.gender,
      second_name: order.second_name,
      second_sur_name: order.second_sur_name,
      country_of_origin: order.country_of_origin,
      airline_name: order.airline_name,
      port_of_entry: order.port_of_entry,
      travel_reasons: order.travel_reasons,
      electronic_visa_number: order.electronic_visa_number,
      place_of_accommodation: order.place_of_accommodation,
      name_of_hotel: order.name_of_hotel,
      other_hotel: order.other_hotel,
      traveler_address: order.traveler_address,
      municipality: order.municipality,
      province: order.province,
      countries_visited: order.countries_visited,
      symptoms: order.symptoms,
      declare_at_customs: order.declare_at_customs,
      landing_domain: order.landing_domain,
    },
    generated_at: now.toISOString(),
  };
}

/** The fields an invoice prints (no history), for an order with a recorded payment (409 without). */
export async function loadInvoiceOrder(db: Kysely<Database>, orderId: number): Promise<InvoiceOrder> {
  const order = await invoiceOrder(db, orderId);
  if (!order) throw notFound(`Order not found: ${orderId}`);
  // An invoice states what was paid; without a recorded payment there is nothing true to print.
  if (order.amount_paid === null) {
    throw conflict(`Order ${orderId} has no recorded payment (amount, currency), so no invoice can be made.`);
  }
  return { ...order, created_at: iso(order.created_at)! };
}
