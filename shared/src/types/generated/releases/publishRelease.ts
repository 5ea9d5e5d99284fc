/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call publishRelease (releases).
 */
import type { components } from '../components';

export interface PublishReleaseOperation {
  publishRelease: {
    parameters: {
      query?: {
        /** @description Share of staff (%) the release reaches first */
        canary?: number;
        note?: string;
      };
      header?: never;
      path: {
        app: string;
      };
      cookie?: never;
    };
    /** @description The archive (Content-Type: application/gzip) */
    requestBody: {
      content: {
        'application/json': string;
      };
    };
    responses: {
      /** @description The very same files were published before: that release */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description The singletons its mf-manifest.json was built with */
              builtWith: {
                name: string;
                version: string;
              }[];
              canaryPercent: number | null;
              /** @description ISO time (UTC) */
              createdAt: string;
              /** @description Load and render errors the shells reported, and how many members reported them */
              errors: {
                load: number;
                members: number;
                render: number;
              };
              fileCount: number;
              note: string | null;
              /** @enum {string} */
              outcome: 'published' | 'existing';
              releaseId: string;
              replaced: string | null;
              sequence: number;
              sizeBytes: number;
              /** @enum {string} */
              state: 'live' | 'canary' | 'retired';
              token: {
                id: number;
                note: string | null;
              } | null;
              version: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Published: live, or the canary */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              app: string;
              /** @description The singletons its mf-manifest.json was built with */
              builtWith: {
                name: string;
                version: string;
              }[];
              canaryPercent: number | null;
              /** @description ISO time (UTC) */
              createdAt: string;
              /** @description Load and render errors the shells reported, and how many members reported them */
              errors: {
                load: number;
                members: number;
                render: number;
              };
              fileCount: number;
              note: string | null;
              /** @enum {string} */
              outcome: 'published' | 'existing';
              releaseId: string;
              replaced: string | null;
              sequence: number;
              sizeBytes: number;
              /** @enum {string} */
              state: 'live' | 'canary' | 'retired';
              token: {
                id: number;
                note: string | null;
              } | null;
              version: string;
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
      /** @description The archive is larger than RELEASE_MAX_BYTES: nothing kept */
      413: {
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
