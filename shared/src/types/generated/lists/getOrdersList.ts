/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getOrdersList (lists).
 */
import type { components } from '../components';

export interface GetOrdersListOperation {
  getOrdersList: {
    parameters: {
      query?: {
        /** @description Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed. */
        after?: string;
        /** @description A member's id (see get-order-assignees), or none: nobody assigned */
        assignee?: string;
        /** @description Previous page: the answer's cursors.before. */
        before?: string;
        /** @description Citizenship, the whole name, any case */
        citizenship?: string;
        /** @description First day created, YYYY-MM-DD (UTC), inclusive */
        createdFrom?: string;
        /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
        createdTo?: string;
        /** @description Sent by the screens (always 1); ignored */
        delay?: number;
        limit?: number;
        mode?: 'Regular Processing' | 'Priority Processing';
        order?: 'asc' | 'desc';
        page?: number;
        /** @description futureOrder only */
        processMonth?: string;
        sort?:
          | 'order_id'
          | 'name'
          | 'email'
          | 'phone_number'
          | 'created_at'
          | 'process_status'
          | 'date_of_departure'
          | 'refund_date'
          | 'processing_date'
          | 'process_month';
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path: {
        orderName:
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
      /** @description The member already has 3 pages of more than 500 rows loading: status 0, with Retry-After */
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
      /** @description The process already loads 6 pages of more than 500 rows (or the database is down): status 0, with Retry-After */
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
