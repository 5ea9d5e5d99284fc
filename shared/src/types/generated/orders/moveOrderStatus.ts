/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call moveOrderStatus (orders).
 */
import type { components } from '../components';

export interface MoveOrderStatusOperation {
  moveOrderStatus: {
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
           * @description The table the action comes from ('myOrder' = My Orders); the delete rules depend on it
           * @enum {string}
           */
          folderName?:
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
          orderId: (number | string)[];
          /** @description Must be false: orders are only soft-deleted */
          permanentDeletedFlag?: boolean;
          /** @enum {string} */
          updatingStatus:
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
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
              updated: number;
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
