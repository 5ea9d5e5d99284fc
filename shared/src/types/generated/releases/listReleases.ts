/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call listReleases (releases).
 */
import type { components } from '../components';

export interface ListReleasesOperation {
  listReleases: {
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
              app: string;
              builtInErrors: {
                load: number;
                members: number;
                render: number;
              };
              canary: components['schemas']['Release'] | null;
              events: components['schemas']['ReleaseEvent'][];
              history: components['schemas']['Release'][];
              label: string;
              live: components['schemas']['Release'] | null;
              reports: {
                /** @description ISO time (UTC) */
                at: string;
                id: number;
                /** @enum {string} */
                kind: 'load' | 'render';
                /** @description Who reported it; null for a report kept before reporters were named (a pseudonym only) */
                member: {
                  id: number;
                  name: string;
                } | null;
                message: string;
                /** @description The release; 'built-in' for the server's own dist/ */
                releaseId: string;
                /** @description The registry had served this release to the member's session (a canary's report counts toward its rollback only then) */
                served: boolean;
              }[];
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
