/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getOrderNeighbours (lists).
 */
import type { components } from '../components';

export interface GetOrderNeighboursOperation {
  getOrderNeighbours: {
    parameters: {
      query: {
        /** @description A member's id (see get-order-assignees), or none: nobody assigned */
        assignee?: string;
        /** @description Citizenship, the whole name, any case */
        citizenship?: string;
        /** @description First day created, YYYY-MM-DD (UTC), inclusive */
        createdFrom?: string;
        /** @description Last day created, YYYY-MM-DD (UTC), inclusive */
        createdTo?: string;
        mode?: 'Regular Processing' | 'Priority Processing';
        order?: 'asc' | 'desc';
        /** @description The order whose place is asked (it may have left the list since: a status move) */
        orderId: number;
        /** @description futureOrder only */
        processMonth?: string;
        /** @description The search box's text: order id, name, e-mail or telephone (substring, 3+ characters) */
        search?: string;
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
            data: {
              /** @description Whether the order is in the list now */
              inList: boolean;
              /** @description The order after it (none: last). For an order moved out of the list, the one that followed it */
              next: number | null;
              /** @description Its 1-based place in the list; out of the list, the place of the order after it. Counted up to 10001 */
              position: number;
              /** @description True when more than 10000 orders come before it: position is then 10001 ("10,000+") */
              positionCapped: boolean;
              /** @description The order before it in the list's order (none: first) */
              previous: number | null;
              /** @description How many orders the list holds now */
              total: number;
              /** @description A search, or a filter by citizenship or created days: true when more than 1000 orders match (total is then 1000) */
              totalCapped: boolean;
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
