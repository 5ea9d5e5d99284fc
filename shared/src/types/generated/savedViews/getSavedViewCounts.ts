/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getSavedViewCounts (savedViews).
 */
import type { components } from '../components';

export interface GetSavedViewCountsOperation {
  getSavedViewCounts: {
    parameters: {
      query?: never;
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
              /** @description A search, or a filter by citizenship or created days: more orders match than total (1,000+) */
              capped: boolean;
              id: number;
              /** @description How many orders the view's list holds (null: it cannot be counted, a queue the role may not open or filters the list would refuse) */
              total: number | null;
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
