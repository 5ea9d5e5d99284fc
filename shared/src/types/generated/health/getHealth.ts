/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getHealth (health).
 */
export interface GetHealthOperation {
  getHealth: {
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
              /** @description 'pglite' (embedded) or 'postgres' */
              database: string;
              /** @description Migrations applied */
              migrations: number;
              /** @description The database's clock (ISO) */
              time: string;
            };
            message: string;
            status: number;
          };
        };
      };
    };
  };
}
