import { type OrderDetail, type ProcessStatus, type UploadedDoc } from '@earrival/shared/types';
import { encodeId } from '@earrival/shared/util';

/** Statuses in which the server offers the defence packs (it sends the flag; tests set it to match). */
const DISPUTABLE: ProcessStatus[] = ['Completed', 'Customer Called', 'ChargeBack'];

/** A complete order as the detail call returns it; tests override what they look at. */
export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const orderId = overrides.order_id ?? 4242;
  const status = overrides.process_status ?? 'Completed';
  const detail: Omit<OrderDetail, 'totals'> = {
    order_id: orderId,
    order_number: `EA-${orderId}`,
    process_status: status,
    landing_domain: 'cuba-earrival.example',
    // Not known yet (the customer has not chosen one): read as English.
    language: null,
    user: { email: 'ana.perez@example.com' },
    application_email: `${orderId}@office.cuba-earrival.example`,
    email: 'ana.perez@example.com',
    confirm_email: 'ana.perez@example.com',
    processing_mode: 'Regular Processing',
    signature_name: 'Ana Perez',
    first_name: 'Ana',
    second_name: 'Lucia',
    sur_name: 'Perez',
    second_sur_name: 'Gomez',
    date_of_birth: '1984-12-31',
    gender: 'Female',
    citizenship: 'Spain',
    passport_number: 'XK1234567',
    country_of_permanent_residence: 'Spain',
    phone_number: '612345678',
    country_code: '+34',
    date_of_arrival: '2026-12-05',
    flight: 'IB6621',
    airline_name: 'Iberia',
    country_of_origin: 'Spain',
    port_of_entry: 'José Martí International Airport (HAV)',
    travel_reasons: 'Tourism',
    electronic_visa_number: 'EV123456789',
    place_of_accommodation: 'Hotel',
    name_of_hotel: 'Hotel Nacional de Cuba',
    other_hotel: null,
    traveler_address: null,
    province: null,
    municipality: null,
    countries_visited: 'Spain, Portugal',
    symptoms: 'None',
    declare_at_customs: 'yes',
    currency_details: [{ currency: 'EUR', amount: 6200 }],
    personal_belongings_amount: 400,
    luggage_items: 2,
    category_details: [{ category: 'Electronics', article: 'Laptop', quantity: 1, amount: 900 }],
    technical_authorization_number: 'TA-001122',
    transaction_id: 'ch_0001',
    merchant_name: 'Stripe',
    amount_paid: 49.99,
    currency: 'USD',
    payment_gateway: 'Stripe',
    assign_to: null,
    created_at: '2026-11-01T14:00:00.000Z',
    date_of_departure: '2026-12-19',
    refund_date: null,
    processing_date: '2026-11-02',
    process_month: null,
    processed_by: 'Team Member',
    processed_at: '2026-11-02T10:00:00.000Z',
    uploadDoc: [],
    mailHistory: [],
    downloadHistory: [],
    remark: [],
    history: [],
    activity: [],
    emailPreview: {
      subject: `Your Cuba e-Arrival card is ready (order ${orderId})`,
      orderNumber: orderId,
      trackOrderUrl: `https://cuba-earrival.example/track-order/${encodeId(orderId)}`,
      servicePhone: '+1 (305) 555-0147',
      links: {
        terms: 'https://cuba-earrival.example/terms-and-conditions',
        privacy: 'https://cuba-earrival.example/privacy-policy',
        contact: 'https://cuba-earrival.example/contact-us',
        refund: 'https://cuba-earrival.example/refund-policy',
      },
      html: `<html><body style="margin:0"><p style="color:#0a2540">Order ${orderId} approved</p><script>alert(1)</script></body></html>`,
    },
    defencePackAvailable: DISPUTABLE.includes(status),
    ...overrides,
  };
  // Unless a test says otherwise, every history is whole: its total is its length.
  return {
    ...detail,
    totals: overrides.totals ?? {
      remarks: detail.remark.length,
      mails: detail.mailHistory.length,
      downloads: detail.downloadHistory.length,
      uploads: detail.uploadDoc.length,
      events: detail.history.length,
      activity: detail.activity.length,
    },
  };
}

/** The address of an order's detail screen. */
export const detailPath = (orderId: number) => `/admin/view-order/${encodeId(orderId)}`;

export const TEST_USER = { id: 7, name: 'Team Member', email: 'team@example.com', type: 'Team' as const };

/** A document stored for the order: what Resend Mail sends again, and what makes Completed the next step. */
export const storedDoc: UploadedDoc = {
  id: 5,
  file1: 'card-1.pdf',
  customer_name: 'Ana Perez',
  mail_service_provider: 'first',
  email: 'ana.perez@example.com',
  content_type: 'application/pdf',
  size_bytes: 1234,
  uploaded_by: 'Team Member',
  created_at: '2026-01-15T17:29:00.000Z',
};
