/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call postDefencePackDetails (pdfs).
 */
import type { components } from '../components';

export interface PostDefencePackDetailsOperation {
  postDefencePackDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Mails accepted for the customer's own address (copies sent elsewhere not counted) */
              accepted_mail_count: number;
              /** @description What the customer paid */
              amount_paid: number | null;
              application: {
                airline_name: string;
                countries_visited: string | null;
                country_of_origin: string;
                /** @enum {string} */
                declare_at_customs: 'yes' | 'no';
                electronic_visa_number: string | null;
                gender: string;
                landing_domain: string;
                municipality: string | null;
                name_of_hotel: string | null;
                other_hotel: string | null;
                place_of_accommodation: string;
                port_of_entry: string;
                province: string | null;
                second_name: string | null;
                second_sur_name: string | null;
                signature_name: string;
                symptoms: string | null;
                travel_reasons: string;
                traveler_address: string | null;
              };
              /** @description ISO time (UTC) */
              created_at: string;
              /** @description ISO 4217 code, e.g. USD */
              currency: string | null;
              customer: {
                citizenship: string;
                country_of_permanent_residence: string;
                /** Format: date */
                date_of_birth: string;
                /** Format: email */
                email: string;
                name: string;
                passport_number: string;
                phone: string;
              };
              /** @description The first document upload (ISO time) */
              delivered_at: string | null;
              documents: components['schemas']['DocumentEntry'][];
              /** @description Downloads in all (a record may stand for several) */
              download_count: number;
              downloads: components['schemas']['DownloadEntry'][];
              first_download_at: string | null;
              /** @description ISO time (UTC) */
              generated_at: string;
              /** @description The newest five of those mails, newest first (Defence Pack 1's table) */
              latest_accepted_mails: components['schemas']['MailEntry'][];
              mails: components['schemas']['MailEntry'][];
              merchant_name: string | null;
              order_id: number;
              /** @description The site's own reference: a retried call with it makes no second order */
              order_number: string;
              payment_gateway: string | null;
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
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              remarks: components['schemas']['RemarkEntry'][];
              timeline: {
                actor_name: string;
                at: string;
                text: string;
              }[];
              totals: {
                documents: number;
                /** @description Download records (rows) */
                downloads: number;
                mails: number;
                remarks: number;
                timeline: number;
              };
              transaction_id: string | null;
              travel: {
                airline_name: string;
                /** Format: date */
                date_of_arrival: string;
                flight: string;
                port_of_entry: string;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
}
