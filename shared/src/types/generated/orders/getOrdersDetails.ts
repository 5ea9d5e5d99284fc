/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getOrdersDetails (orders).
 */
import type { components } from '../components';

export interface GetOrdersDetailsOperation {
  getOrdersDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The number or its encoded form */
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              activity: {
                /** @description The member's name, 'customer' for a download, 'system' for intake */
                actor_name: string;
                /** @description ISO time (UTC) */
                at: string;
                /** @description Unique in the list: 'e<id>' event, 'm<id>' mail, 'd<id>' download */
                key: string;
                /**
                 * @description An event's action, or 'download'
                 * @enum {string}
                 */
                kind:
                  | 'created'
                  | 'status'
                  | 'assign'
                  | 'assign-conflict'
                  | 'delete'
                  | 'refund-requested'
                  | 'refund-completed'
                  | 'comment'
                  | 'transaction'
                  | 'language'
                  | 'upload'
                  | 'mail'
                  | 'undone'
                  | 'download';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                provider?: 'first' | 'second';
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status?: 'queued' | 'sent' | 'retrying' | 'failed';
                text: string;
              }[];
              airline_name: string;
              /** @description What the customer paid */
              amount_paid: number | null;
              /** @description '<order id>@<office mail domain>' */
              application_email: string;
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              category_details: {
                amount: number;
                article: string;
                category: string;
                quantity: number;
              }[];
              citizenship: string;
              /** Format: email */
              confirm_email: string;
              countries_visited: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              country_of_origin: string;
              country_of_permanent_residence: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** @description ISO 4217 code, e.g. USD */
              currency: string | null;
              currency_details: {
                amount: number;
                currency: string;
              }[];
              /** Format: date */
              date_of_arrival: string;
              /** Format: date */
              date_of_birth: string;
              /** Format: date */
              date_of_departure: string | null;
              /** @enum {string} */
              declare_at_customs: 'yes' | 'no';
              /** @description Whether the defence packs (and Enter Transaction Details) apply */
              defencePackAvailable: boolean;
              downloadHistory: components['schemas']['DownloadEntry'][];
              electronic_visa_number: string | null;
              /** Format: email */
              email: string;
              emailPreview: {
                /** @description The exact HTML body that is mailed (self-contained, no scripts) */
                html: string;
                links: {
                  contact: string;
                  privacy: string;
                  refund: string;
                  terms: string;
                };
                /** @description The order number shown in the mail (the order id) */
                orderNumber: number;
                servicePhone: string;
                subject: string;
                /** @description The customer's track-order address (encoded order id) */
                trackOrderUrl: string;
              };
              first_name: string;
              flight: string;
              gender: string;
              history: {
                /** @enum {string} */
                action:
                  | 'created'
                  | 'status'
                  | 'assign'
                  | 'assign-conflict'
                  | 'delete'
                  | 'refund-requested'
                  | 'refund-completed'
                  | 'comment'
                  | 'transaction'
                  | 'language'
                  | 'upload'
                  | 'mail'
                  | 'undone';
                actor_name: string;
                /** @description ISO time (UTC) */
                created_at: string;
                detail: string | null;
                from_value: string | null;
                id: number;
                to_value: string | null;
              }[];
              landing_domain: string;
              /**
               * @description The customer's language: their mails are written in it, and staff may change it (null: English, none known yet)
               * @enum {string|null}
               */
              language: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'zh' | null;
              luggage_items: number | null;
              mailHistory: components['schemas']['MailEntry'][];
              merchant_name: string | null;
              municipality: string | null;
              name_of_hotel: string | null;
              order_id: number;
              /** @description The site's own reference: a retried call with it makes no second order */
              order_number: string;
              other_hotel: string | null;
              passport_number: string;
              payment_gateway: string | null;
              personal_belongings_amount: number | null;
              phone_number: string;
              place_of_accommodation: string;
              port_of_entry: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /** @description When it was moved to Completed (ISO) */
              processed_at: string | null;
              /** @description Who moved the order to Completed */
              processed_by: string | null;
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              province: string | null;
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              remark: components['schemas']['RemarkEntry'][];
              second_name: string | null;
              second_sur_name: string | null;
              signature_name: string;
              sur_name: string;
              symptoms: string | null;
              technical_authorization_number: string | null;
              totals: {
                /** @description Lines of the Activity */
                activity: number;
                /** @description Download History rows, each standing for `times` downloads */
                downloads: number;
                /** @description The raw event log (history) */
                events: number;
                /** @description Email History (mailHistory) */
                mails: number;
                /** @description Comment History (remark; paged call: comments) */
                remarks: number;
                /** @description Stored documents (uploadDoc) */
                uploads: number;
              };
              transaction_id: string | null;
              travel_reasons: string;
              traveler_address: string | null;
              uploadDoc: components['schemas']['DocumentEntry'][];
              user: {
                email: string;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
    };
  };
}
