/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getHealthReady (health).
 */
export interface GetHealthReadyOperation {
  getHealthReady: {
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
              database: {
                detail: string;
                ok: boolean;
              };
              migrations: {
                detail: string;
                ok: boolean;
              };
              queue: {
                detail: string;
                ok: boolean;
              };
              store: {
                detail: string;
                ok: boolean;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              database: {
                detail: string;
                ok: boolean;
              };
              migrations: {
                detail: string;
                ok: boolean;
              };
              queue: {
                detail: string;
                ok: boolean;
              };
              store: {
                detail: string;
                ok: boolean;
              };
            };
            message: string;
            status: number;
          };
        };
      };
    };
  };
}
