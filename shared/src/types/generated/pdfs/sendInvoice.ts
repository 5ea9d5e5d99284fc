/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call sendInvoice (pdfs).
 */
import type { components } from '../components';

export interface SendInvoiceOperation {
  sendInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
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
              document?: {
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
              };
              mail: {
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
      /** @description Past 30 customer mails an hour per member, or 5 an hour to one address: status 0, with Retry-After; nothing queued */
      429: {
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
