/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call exportCsv (lists).
 */
import type { components } from '../components';

export interface ExportCsvOperation {
  exportCsv: {
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
        mode?: 'Regular Processing' | 'Priority Processing';
        order?: 'asc' | 'desc';
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
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Failure400'];
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description The member already has 2 exports running: status 0, with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The process already runs 4 exports (or the database is down): status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
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
