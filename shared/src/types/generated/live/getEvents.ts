/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getEvents (live).
 */
import type { components } from '../components';

export interface GetEventsOperation {
  getEvents: {
    parameters: {
      query?: never;
      header?: {
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An endless event stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': (
            | {
                data: Record<string, never>;
                /** @enum {string} */
                event: 'ready';
              }
            | {
                data: {
                  /** @description The X-Tab-Id of the call that made the change: that tab skips the echo */
                  tabId?: string;
                };
                /** @enum {string} */
                event: 'counts-changed';
              }
            | {
                data: {
                  /** @description The member who made the change; absent for automatic changes (the mail queue) */
                  by?: {
                    id: number;
                    name: string;
                  };
                  changes: (
                    | 'status'
                    | 'assign'
                    | 'comment'
                    | 'document'
                    | 'mail'
                    | 'delete'
                    | 'refund'
                    | 'payment'
                    | 'edit'
                  )[];
                  orderId: number;
                  /** @description The X-Tab-Id of the call that made the change: that tab skips the echo */
                  tabId?: string;
                };
                /** @enum {string} */
                event: 'order-updated';
              }
            | {
                data: {
                  orderId: number;
                  viewers: {
                    id: number;
                    name: string;
                    role: string;
                  }[];
                };
                /** @enum {string} */
                event: 'presence';
              }
            | {
                data: {
                  /** @description publish, promote, rollback, auto-rollback... */
                  action: string;
                  app: string;
                  /** @description null: the server's own dist/ build */
                  releaseId: string | null;
                  /** @enum {string} */
                  state: 'live' | 'canary' | 'retired';
                };
                /** @enum {string} */
                event: 'remote-released';
              }
            | {
                data: {
                  message: string;
                  /** @enum {string} */
                  reason: 'session-ended' | 'expired' | 'role-changed';
                };
                /** @enum {string} */
                event: 'stream-ended';
              }
          )[];
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description The member already has 5 streams open: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
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
