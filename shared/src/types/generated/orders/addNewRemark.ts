/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call addNewRemark (orders).
 */
import type { components } from '../components';

export interface AddNewRemarkOperation {
  addNewRemark: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          chargeBack?: 'Y' | 'N';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
          remark: string;
          /** @description Ignored: the comment is signed with the member's name */
          remarkerName?: string;
          /** @enum {string} */
          reportError?: 'Y' | 'N';
          /** @enum {string} */
          statusRefund?: 'Y' | 'N';
          /** @enum {string} */
          telephone?: 'Y' | 'N';
          /** @enum {string} */
          voided?: 'Y' | 'N';
          /** @enum {string} */
          whatsapp?: 'Y' | 'N';
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
      /** @description Too many comments from this member: status 0 (Retry-After) */
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
    };
  };
}
