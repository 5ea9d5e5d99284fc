/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getProcessedByCount (statistics).
 */
import type { components } from '../components';

export interface GetProcessedByCountOperation {
  getProcessedByCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
          fromDate?: string;
          /** @description YYYY-MM-DD, inclusive (the whole day) */
          toDate?: string;
        } | null;
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
              count: number;
              /** @description The member (names may repeat) */
              member_id: number | null;
              /** @description The member who moved the orders to Completed */
              processed_by: string;
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
