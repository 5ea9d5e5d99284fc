/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call listMySessions (sessions).
 */
import type { components } from '../components';

export interface ListMySessionsOperation {
  listMySessions: {
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
              sessions: {
                /** @description Browser and system from the User-Agent, e.g. "Chrome 131 on Windows" */
                browser: string;
                /** @description When it signed in (ISO, UTC) */
                createdAt: string;
                /** @description The session this call was made with */
                current: boolean;
                /** @description Opaque id of the session (a hash, never the token or its id) */
                id: string;
                /** @description The address it signed in from */
                ip: string;
                /** @description Its last call, to the minute (ISO, UTC) */
                lastSeenAt: string;
                /** @description The country of the address (offline GeoLite2 table), e.g. "United Kingdom"; absent when not known (a local address) */
                location?: string;
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
      503: components['responses']['Failure503'];
    };
  };
}
