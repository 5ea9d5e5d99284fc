/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call saveSavedView (savedViews).
 */
import type { components } from '../components';

export interface SaveSavedViewOperation {
  saveSavedView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description One line; trimmed */
          name: string;
          /** @description One of the queue routes: /admin/my-order, /admin/recent-order, /admin/priority-order, /admin/pending-order, /admin/completed-order, /admin/awaiting-response, /admin/awaiting-govt, /admin/called, /admin/contact-customer, /admin/deleted-order, /admin/order-history, /admin/refund-order, /admin/chargeback */
          path: string;
          /** @description The list's query as in the address (a leading '?' is dropped) */
          query: string;
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
              /** @description ISO time (UTC) */
              createdAt: string;
              id: number;
              name: string;
              /** @description The queue's route, e.g. /admin/pending-order */
              path: string;
              /** @description The list's query without '?', e.g. assignee=none&sort=created_at */
              query: string;
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
