/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call postAdminLogin (auth).
 */
import type { components } from '../components';

export interface PostAdminLoginOperation {
  postAdminLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
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
              email: string;
              id: number;
              name: string;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            } | null;
            jwtToken?: string;
            message: string;
            pendingToken?: string;
            recoveryCodes?: string[];
            status: number;
            /** @enum {string} */
            twoFactor?: 'verify' | 'setup';
          };
        };
      };
      /** @description Wrong e-mail or password, or bad input: status 0 */
      400: {
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
      401: components['responses']['Failure401'];
      403: components['responses']['Failure403'];
      404: components['responses']['Failure404'];
      409: components['responses']['Failure409'];
      /** @description Too many sign-in attempts for this account or from this address: status 0 (Retry-After) */
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
      503: components['responses']['Failure503'];
    };
  };
}
