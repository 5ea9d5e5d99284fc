/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getRemoteRegistry (releases).
 */
import type { components } from '../components';

export interface GetRemoteRegistryOperation {
  getRemoteRegistry: {
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
              remotes: {
                app: string;
                canary: boolean;
                entry: string;
                name: string;
                releaseId: string | null;
                /** @description This session's proof that it was served the release: sent back with an error report of it (only such reports count toward a canary's rollback); null for the built-in build or an override */
                reportKey: string | null;
                version: string | null;
              }[];
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
