import type { CustomerLanguage } from '@earrival/shared/languages';
import type { ProcessStatus } from '@earrival/shared/types';
import { DEMO_GATEWAYS } from './accounts';
import * as D from './data';
import { COUNTRIES } from './countries';
import { Random, addDays, isoDate } from './random';
import { demoPayment } from './payment';
import type { GeneratedOrder, SeedOrder } from './tables';

/** The language the application site would have been read in, by citizenship (none: English). */
const SITE_LANGUAGE: Readonly<Record<string, CustomerLanguage>> = {
  Spain: 'es',
  Mexico: 'es',
  Argentina: 'es',
  Colombia: 'es',
  Germany: 'de',
  France: 'fr',
  Italy: 'it',
  Russia: 'ru',
  Brazil: 'pt',
  China: 'zh',
};

export type { GeneratedOrder } from './tables';

/** A member orders are assigned to, processed by or commented on by: the name shown, and its id. */
export interface StaffMember {
  name: string;
  /** The lowest team_members id with that name, as the triggers of migration 008 resolve it. */
  id: number | null;
}

/** How generated orders spread over the statuses (weights); New is the big working queue. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [ProcessStatus, number]> = [
  ['New', 42],
  ['Pending', 8],
  ['Completed', 26],
  ['Deleted', 4],
  ['Awaiting', 4],
  ['AwaitingGovt', 3],
  ['Contact Customer', 3],
  ['Customer Called', 3],
  ['ChargeBack', 3],
  ['Refunds', 4],
];
const COUNTRY_WEIGHTS = COUNTRIES.map((c) => [c, c.weight] as const);
/** Statuses an order only reaches after it was completed once (so it has a processor). */
const AFTER_COMPLETION = new Set<ProcessStatus>(['Completed', 'Customer Called', 'ChargeBack', 'Refunds']);

/** Names the seed draws from are few: each one's ASCII form is worked out once. */
const asciiForms = new Map<string, string>();
const ascii = (text: string) => {
  let form = asciiForms.get(text);
  if (form === undefined) {
    form = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    asciiForms.set(text, form);
  }
  return form;
};
const TWO_SURNAMES = new Set(['Spain', 'Mexico', 'Argentina', 'Colombia']);
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.com'];
const OTHER_ORIGINS = ['Mexico', 'Panama', 'Canada'];
const NOT_A_HOTEL = ['Home', 'House or room for rent'];
const OTHER_HOTELS = ['Casa Vieja Boutique', 'Hostal El Mirador', 'Villa Azul'];

/**
 * One realistic order with its histories. Every value is drawn in a fixed order from `rng`, so the same
 * seed gives the same orders; the histories carry no order id (the loader adds it).
 */
export function generateOrder(
  rng: Random,
  now: Date,
  staff: readonly StaffMember[],
  orderNumber: string,
): GeneratedOrder {
  const country = rng.weighted(COUNTRY_WEIGHTS);
  const status = rng.weighted(STATUS_WEIGHTS);
  const first = rng.pick(country.first);
  const last = rng.pick(country.last);
  const secondSurname = TWO_SURNAMES.has(country.citizenship) ? rng.pick(country.last) : null;
  const priority = rng.chance(0.22);
  const future = status === 'New' && rng.chance(0.16);
  // New orders are recent; the others spread over the last 18 months, more of them lately.
  const ageDays = status === 'New' ? rng.next() * 25 : rng.next() ** 1.6 * 540 + 1;
  const created = new Date(now.getTime() - ageDays * 86_400_000);
  let processing = addDays(created, rng.int(0, 4));
  if (processing > now) processing = now;
  if (future) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + rng.int(1, 12), 1));
    processing = addDays(month, rng.int(0, 27));
  }
  const arrival = addDays(processing, rng.int(2, 25));
  const hotel = rng.pick(D.ACCOMMODATION) === 'Hotel';
  const hotelName = hotel ? rng.pick(D.HOTELS) : null;
  const [province, municipalities] = rng.pick(D.PROVINCES);
  const [code, airline] = rng.pick(country.airlines);
  const email = `${ascii(first)}.${ascii(last)}${rng.int(1, 999)}@${rng.pick(MAIL_DOMAINS)}`;
  const declare = rng.chance(0.12);
  const assigned =
    status === 'New'
      ? !future && rng.chance(0.12)
        ? rng.pick(staff)
        : null
      : rng.chance(0.5)
        ? rng.pick(staff)
        : null;
  const processed = AFTER_COMPLETION.has(status);
  const processedAt = processed ? addDays(created, rng.int(1, 3)) : null;
  const refundRequested = status === 'Refunds' || (status !== 'Deleted' && rng.chance(0.04));
  const refundDate = refundRequested ? addDays(created, rng.int(2, 20)) : null;
  const at = (d: Date | null) => (d ? (d > now ? now : d).toISOString() : null);
  const createdAt = created.toISOString();
  // Drawn inside the literal below, where its draw always came (the literal's values are drawn in order).
  let processor: StaffMember | null = null;

  const order: SeedOrder = {
    order_number: orderNumber,
    process_status: status,
    processing_mode: priority ? 'Priority Processing' : 'Regular Processing',
    landing_domain: rng.chance(0.7) ? D.LANDING_DOMAINS[0]! : D.LANDING_DOMAINS[1]!,
    email,
    confirm_email: email,
    signature_name: `${first} ${last}`,
    first_name: first,
    second_name: rng.chance(0.3) ? rng.pick(country.first) : null,
    sur_name: last,
    second_sur_name: secondSurname,
    date_of_birth: isoDate(addDays(created, -rng.int(18 * 365, 75 * 365))),
    gender: rng.chance(0.5) ? 'Male' : 'Female',
    citizenship: country.citizenship,
    passport_number: `${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))}${rng.digits(7)}`,
    country_of_permanent_residence: rng.chance(0.93) ? country.citizenship : 'United States',
    phone_number: rng.digits(10),
    country_code: country.dial,
    date_of_arrival: isoDate(arrival),
    date_of_departure: isoDate(addDays(arrival, rng.int(4, 21))),
    flight: `${code}${rng.int(100, 1999)}`,
    airline_name: airline,
    country_of_origin: rng.chance(0.85) ? country.citizenship : rng.pick(OTHER_ORIGINS),
    port_of_entry: rng.pick(D.PORTS),
    travel_reasons: rng.pick(D.TRAVEL_REASONS),
    electronic_visa_number: rng.chance(0.6) ? `EV${rng.digits(9)}` : null,
    place_of_accommodation: hotel ? 'Hotel' : rng.pick(NOT_A_HOTEL),
    name_of_hotel: hotelName,
    other_hotel: hotelName === 'Other' ? rng.pick(OTHER_HOTELS) : null,
    traveler_address: hotel ? null : `${rng.pick(D.STREETS)} #${rng.int(1, 999)}`,
    province: hotel ? null : province,
    municipality: hotel ? null : rng.pick(municipalities),
    countries_visited: rng.pick(D.VISITED),
    symptoms: rng.chance(0.97) ? 'None' : 'Mild cough',
    declare_at_customs: declare ? 'yes' : 'no',
    personal_belongings_amount: rng.int(0, 10) * 100,
    luggage_items: rng.int(1, 4),
    technical_authorization_number: rng.chance(0.05) ? `TA-${rng.digits(6)}` : null,
    transaction_id: rng.chance(0.85) ? `ch_${rng.digits(14)}` : null,
    merchant_name: rng.pick(DEMO_GATEWAYS),
    assign_to: assigned?.name ?? null,
    assigned_to_id: assigned?.id ?? null,
    processing_date: isoDate(processing),
    refund_date: at(refundDate),
    processed_by: processed ? (processor = rng.pick(staff)).name : null,
    processed_by_id: processor?.id ?? null,
    processed_at: at(processedAt),
    created_at: createdAt,
    updated_at: createdAt,
    // The payment comes from values already drawn, so adding it left every other generated value as it was.
    amount_paid: 0,
    currency: null,
    payment_gateway: null,
    // The language of the citizenship, as the application site would send it (no draw: see above).
    language: SITE_LANGUAGE[country.citizenship] ?? null,
    language_source: SITE_LANGUAGE[country.citizenship] ? 'intake' : null,
  };
  const payment = demoPayment(country.citizenship, priority, order.merchant_name!);
  order.amount_paid = payment.amount_paid;
  order.currency = payment.currency;
  order.payment_gateway = payment.payment_gateway;

  const out: GeneratedOrder = {
    order,
    remarks: [],
    events: [],
    currencies: [],
    categories: [],
    uploads: [],
    mails: [],
    downloads: [],
  };
  const event = (actor: string, action: string, from: string | null, to: string, when: string | null) =>
    out.events.push({ actor_name: actor, action, from_value: from, to_value: to, created_at: when! });
  event('system', 'created', null, 'New', createdAt);
  if (assigned) event(assigned.name, 'assign', null, assigned.name, at(addDays(created, 0.1)));
  if (processor) event(processor.name, 'status', 'New', 'Completed', order.processed_at as string);
  if (status !== 'New' && status !== 'Completed') {
    const from = processed ? 'Completed' : 'New';
    const action = status === 'Deleted' ? 'delete' : status === 'Refunds' ? 'refund-completed' : 'status';
    event(rng.pick(staff).name, action, from, status, at(addDays(created, 3)));
  }
  const remarkCount = refundRequested ? 1 : rng.chance(0.3) ? rng.int(1, 3) : 0;
  for (let i = 0; i < remarkCount; i++) {
    const refund = refundRequested && i === 0;
    const chargeback = status === 'ChargeBack' && i === 0;
    const author = rng.pick(staff);
    out.remarks.push({
      remark_name: author.name,
      author_id: author.id,
      remark: refund ? D.REMARKS[3]! : chargeback ? D.REMARKS[7]! : rng.pick(D.REMARKS),
      whatsapp: rng.chance(0.2) ? 'Y' : 'N',
      telephone: rng.chance(0.3) ? 'Y' : 'N',
      status_refund: refund ? 'Y' : 'N',
      voided: 'N',
      chargeback: chargeback ? 'Y' : 'N',
      report_error: rng.chance(0.03) ? 'Y' : 'N',
      created_at: at(refund && refundDate ? refundDate : addDays(created, 0.5 + i))!,
    });
  }
  if (declare) {
    out.currencies.push({ currency: rng.pick(D.CURRENCIES), amount: rng.int(51, 150) * 100 });
    const [category, article] = rng.pick(D.CATEGORIES);
    out.categories.push({ category, article, quantity: rng.int(1, 3), amount: rng.int(2, 12) * 100 });
  }
  if (processor) {
    const file1 = `${orderNumber.toLowerCase()}-arrival-card.pdf`;
    const provider = rng.chance(0.8) ? 'first' : 'second';
    const sentAt = order.processed_at as string;
    out.uploads.push({
      file1,
      customer_name: `${first} ${last}`,
      email,
      mail_service_provider: provider,
      uploaded_by: processor.name,
      created_at: sentAt,
    });
    out.mails.push({
      email,
      file1,
      mail_service_provider: provider,
      sent_by: processor.name,
      create_ts: sentAt,
      subject: 'Your Cuba e-Arrival card is approved',
      provider_message_id: `<${orderNumber.toLowerCase()}.approved@demo.cuba-earrival.example>`,
    });
    if (rng.chance(0.7)) {
      const ip = `${rng.int(24, 203)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
      // One profile: browser, device and OS of one real user agent, so they agree with each other.
      const profile = rng.pick(D.DEVICE_PROFILES);
      // The draw the separate OS pick used to take, so every later generated value stays as it was.
      rng.next();
      const downloadedAt = at(addDays(processedAt!, 0.3))!;
      out.downloads.push({
        ip,
        timezone: 'America/New_York',
        browser: profile.browser,
        device: profile.device,
        device_type: profile.device_type,
        os: profile.os,
        user_agent: profile.user_agent,
        location: rng.pick(D.LOCATIONS),
        file1,
        create_ts: downloadedAt,
        last_ts: downloadedAt,
      });
    }
  }
  return out;
}
