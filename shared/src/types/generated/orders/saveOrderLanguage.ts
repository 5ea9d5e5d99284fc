/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call saveOrderLanguage (orders).
 */
import type { components } from '../components';

export interface SaveOrderLanguageOperation {
  saveOrderLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'zh';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
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
            /** @enum {object|null} */
            data: never | null;
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
