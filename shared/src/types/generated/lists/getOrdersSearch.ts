/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getOrdersSearch (lists).
 */
import type { components } from '../components';

export interface GetOrdersSearchOperation {
  getOrdersSearch: {
    parameters: {
      query: {
        /** @description What was typed */
        q: string;
      };
      header?: never;
      path?: never;
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
              email: string;
              /**
               * @description The queue that holds the order for the caller ('myOrder': assigned to them); 'allOrder' when no queue does (Order History only)
               * @enum {string}
               */
              folder:
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
                | 'chargeBack'
                | 'myOrder';
              /** @description First name and surname */
              name: string;
              order_id: number;
              /** @description Dialling code and telephone */
              phone: string;
              /** @enum {string} */
              status:
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
            }[];
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
