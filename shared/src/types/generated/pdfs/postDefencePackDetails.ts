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
              currency: string | null;
              customer: {
                citizenship: string;
                country_of_permanent_residence: string;
                date_of_birth: string;
                email: string;
                name: string;
                passport_number: string;
                phone: string;
              };
              /** @description The first document upload (ISO time) */
              delivered_at: string | null;
              documents: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              }[];
              /** @description Downloads in all (a record may stand for several) */
              download_count: number;
              downloads: {
                browser: string;
                /** @description ISO time (UTC) of the first download of this record */
                create_ts: string;
                /** @description e.g. 'Apple iPhone' ('' on older rows) */
                device: string;
                /** @description 'mobile', 'tablet', 'desktop'... ('' on older rows) */
                device_type: string;
                /** @description The document downloaded ('' when unknown) */
                file1: string;
                id: number;
                ip: string;
                /** @description The newest of those downloads */
                last_ts: string;
                /** @description Country resolved from the address ('' when unknown) */
                location: string;
                order_id: number;
                os: string;
                /** @description Downloads this record stands for */
                times: number;
                /** @description The browser's time zone as it reported it */
                timezone: string;
              }[];
              first_download_at: string | null;
              /** @description ISO time (UTC) */
              generated_at: string;
              /** @description The newest five of those mails, newest first (Defence Pack 1's table) */
              latest_accepted_mails: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              }[];
              mails: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              }[];
              merchant_name: string | null;
              order_id: number;
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
              remarks: {
                /** @enum {string} */
                chargeback: 'Y' | 'N';
                /** @description ISO time (UTC) */
                create_ts: string;
                id: number;
                order_id: number;
                remark: string;
                /** @description Who wrote it */
                remark_name: string;
                /** @enum {string} */
                report_error: 'Y' | 'N';
                /** @enum {string} */
                status_refund: 'Y' | 'N';
                /** @enum {string} */
                telephone: 'Y' | 'N';
                /** @description MM/DD/YYYY in US Eastern time */
                us_date: string;
                /** @description HH:mm:ss in US Eastern time */
                us_time: string;
                /** @enum {string} */
                voided: 'Y' | 'N';
                /** @enum {string} */
                whatsapp: 'Y' | 'N';
              }[];
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
