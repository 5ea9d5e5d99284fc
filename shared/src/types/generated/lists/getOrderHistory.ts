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
              | components['schemas']['RemarkEntry']
              | components['schemas']['MailEntry']
              | components['schemas']['DownloadEntry']
              | components['schemas']['DocumentEntry']
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
