/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call postTwoFactorSignInSetup (twoFactor).
 */
import type { components } from '../components';

export interface PostTwoFactorSignInSetupOperation {
  postTwoFactorSignInSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The pendingToken of the sign-in answer */
          pendingToken: string;
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
              otpauthUrl: string;
              /** @description The QR code of otpauthUrl as a PNG data URL */
              qrDataUrl: string;
              /** @description The key, for typing into the app by hand (shown only now) */
              secret: string;
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
