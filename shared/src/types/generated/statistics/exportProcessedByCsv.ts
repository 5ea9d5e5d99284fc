/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call exportProcessedByCsv (statistics).
 */
import type { components } from '../components';

export interface ExportProcessedByCsvOperation {
  exportProcessedByCsv: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
        fromDate?: string;
        /** @description With sort; default asc */
        order?: 'asc' | 'desc';
        /** @description The table's search box (substring) */
        search?: string;
        sort?: 'processed_by' | 'count';
        /** @description YYYY-MM-DD, inclusive (the whole day) */
        toDate?: string;
      };
      header?: never;
      path?: never;
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
