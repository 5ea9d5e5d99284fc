/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getOrderHistory (lists).
 */
import type { components } from '../components';

export interface GetOrderHistoryOperation {
  getOrderHistory: {
    parameters: {
      query?: {
        limit?: number;
        /** @description desc: newest first (page 1 holds the newest entries); asc: oldest first */
        order?: 'asc' | 'desc';
        page?: number;
      };
      header?: never;
      path: {
        /** @description comments (Comment History), mails (Email History), downloads (Download History), uploads (stored documents), events (the event log), activity (the Activity timeline: events, mails and downloads merged by time) */
        history: 'comments' | 'mails' | 'downloads' | 'uploads' | 'events' | 'activity';
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
            data: (
              | {
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
                }
              | {
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
                }
              | {
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
                }
              | {
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
                }
              | {
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
                }
              | {
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
                }
            )[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
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
