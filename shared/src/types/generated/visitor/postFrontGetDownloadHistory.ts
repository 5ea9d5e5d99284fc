/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call postFrontGetDownloadHistory (visitor).
 */
import type { components } from '../components';

export interface PostFrontGetDownloadHistoryOperation {
  postFrontGetDownloadHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
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
              browser: string;
              /** @description ISO time; the page shows it in US Eastern time */
              create_ts: string;
              device: string;
              device_type: string;
              file1: string | null;
              id: number;
              ip: string;
              last_ts: string;
              location: string;
              order_id: number;
              os: string;
              times: number;
            }[];
            mainResult: {
              completed: boolean;
              customer_name: string;
              file1: string | null;
              landing_domain: string;
              order_id: number;
              /** @enum {string} */
              process_status:
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
            message: string;
            path: {
              file1: string;
              /** @description 'uploads/docs/<orderId>/': the document folder under /api/front/ */
              path: string;
            } | null;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
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
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
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
      /** @description Too many attempts from this address (Retry-After): status 0 */
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
