/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call searchOrder (lists).
 */
import type { components } from '../components';

export interface SearchOrderOperation {
  searchOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A member's id (see get-order-assignees), or none: nobody assigned */
          assignee?: string;
          /** @description Citizenship, the whole name, any case */
          citizenship?: string;
          /** @description First day created, YYYY-MM-DD (UTC), inclusive */
          createdFrom?: string;
          /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
          createdTo?: string;
          /** @default 10 */
          end?: number;
          /** @enum {string} */
          folderName:
            | 'newOrder'
            | 'priorityOrder'
            | 'pendingOrder'
            | 'completedOrder'
            | 'awaitingOrder'
            | 'awaitingGovtOrder'
            | 'futureOrder'
            | 'customerCalledOrder'
            | 'contactCustomerOrder'
            | 'deletedOrder'
            | 'allOrder'
            | 'refundOrder'
            | 'chargeBack';
          /** @enum {string} */
          mode?: 'Regular Processing' | 'Priority Processing';
          searchVal: string;
          /** @default 0 */
          start?: number;
          /** @description With newOrder: that member's My Orders */
          userName?: string;
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
            /** @description Keyset cursors of this page (null when it is empty) */
            cursors?: {
              /** @description Send as after= for the next page */
              after: string;
              /** @description Send as before= for the previous page */
              before: string;
            } | null;
            data: components['schemas']['OrderListRow'][];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
            /** @description A search, or a list filtered by citizenship or created days: true when more than 1000 orders match (total is then 1000: "1,000+") */
            totalCapped?: boolean;
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
