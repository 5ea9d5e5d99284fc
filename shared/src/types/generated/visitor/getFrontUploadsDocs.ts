/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getFrontUploadsDocs (visitor).
 */
import type { components } from '../components';

export interface GetFrontUploadsDocsOperation {
  getFrontUploadsDocs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file1: string;
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored file (PDF or image) as an attachment; Range requests answer 206 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description The stored file (PDF or image) as an attachment; Range requests answer 206 */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
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
