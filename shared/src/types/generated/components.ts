/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the parts several operations share (components of the document).
 */
export type components = {
  schemas: never;
  responses: {
    /** @description Bad input: status 0 and a message */
    Failure400: {
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
    /** @description Missing, invalid, expired or revoked token: status 401 */
    Failure401: {
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
    /** @description Not allowed for this role: status 0 */
    Failure403: {
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
    /** @description Unknown order, member or gateway: status 0 */
    Failure404: {
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
    /** @description Conflict (already assigned, duplicate e-mail): status 0 */
    Failure409: {
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
    /** @description A part this call needs is switched off or down: status 0, with Retry-After */
    Failure503: {
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
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
