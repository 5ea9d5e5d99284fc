/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call reportClientError (releases).
 */
import type { components } from '../components';

export interface ReportClientErrorOperation {
  reportClientError: {
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
           * @description The remote, by its folder name
           * @enum {string}
           */
          app: 'mf-queues' | 'mf-order-detail' | 'mf-admin-settings' | 'mf-visitor';
          /** @enum {string} */
          kind: 'load' | 'render';
          message: string;
          releaseId: string | null;
          /** @description The registry entry's reportKey of the release that failed (GET /api/remotes) */
          reportKey?: string;
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
              /** @description The report counts toward the canary rolling back by itself: the release is the canary, and the registry served it to this member in this session */
              counted: boolean;
              /** @description This report rolled the canary back */
              rolledBack: boolean;
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
      /** @description More than 10 reports a minute (Retry-After) */
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
