/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call addTeamMember (team).
 */
import type { components } from '../components';

export interface AddTeamMemberOperation {
  addTeamMember: {
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
          name: string;
          /** @description At least 6 characters */
          password: string;
          /**
           * @description Admin, Manager, Team, Telecaller or Night Staff
           * @enum {string}
           */
          type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
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
              /** @description ISO time (UTC) */
              created_at: string;
              email: string;
              id: number;
              name: string;
              /** @description Whether the member signs in with a TOTP code */
              twoFactor?: boolean;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
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
