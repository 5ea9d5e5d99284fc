/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call exportSecurityEvents (security).
 */
import type { components } from '../components';

export interface ExportSecurityEventsOperation {
  exportSecurityEvents: {
    parameters: {
      query?: {
        /** @description The event */
        event?:
          | 'sign-in-succeeded'
          | 'sign-in-failed'
          | 'sign-in-throttled'
          | 'two-factor-failed'
          | 'recovery-code-used'
          | 'password-changed'
          | 'password-change-failed'
          | 'password-reset-requested'
          | 'password-reset'
          | 'two-factor-enabled'
          | 'two-factor-disabled'
          | 'two-factor-disable-failed'
          | 'two-factor-reset'
          | 'two-factor-requirement'
          | 'session-ended'
          | 'forbidden'
          | 'member-created'
          | 'member-updated'
          | 'member-deleted'
          | 'role-changed'
          | 'gateway-switched'
          | 'export'
          | 'deploy-token-created'
          | 'deploy-token-revoked'
          | 'release-published'
          | 'release-promoted'
          | 'release-rolled-back'
          | 'key-refused'
          | 'rate-limited';
        /** @description YYYY-MM-DD (UTC), inclusive */
        from?: string;
        /** @description Events this member did or that concern them */
        memberId?: number;
        /** @description YYYY-MM-DD (UTC), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
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
