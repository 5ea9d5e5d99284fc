/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getFrontMessages (visitor).
 */
import type { components } from '../components';

export interface GetFrontMessagesOperation {
  getFrontMessages: {
    parameters: {
      query?: {
        lang?: string;
      };
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
              /** @enum {string} */
              language: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'zh';
              messages: {
                [key: string]: unknown;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      400: components['responses']['Failure400'];
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
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
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
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
      /** @description Too many attempts from this address (Retry-After): status 0 */
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
