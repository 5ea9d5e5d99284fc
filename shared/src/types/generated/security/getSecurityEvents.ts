/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the call getSecurityEvents (security).
 */
import type { components } from '../components';

export interface GetSecurityEventsOperation {
  getSecurityEvents: {
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
        limit?: number;
        /** @description Events this member did or that concern them */
        memberId?: number;
        page?: number;
        /** @description YYYY-MM-DD (UTC), inclusive */
        to?: string;
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
              rows: {
                /** @description Who did it (null: nobody signed in) */
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** @description ISO time (UTC) */
                at: string;
                detail: string | null;
                /** @description The e-mail as typed (sign-in attempts) */
                email: string | null;
                event: string;
                id: number;
                ip: string;
                /** @description Whom it concerns */
                member: {
                  id: number;
                  name: string;
                } | null;
                userAgent: string | null;
              }[];
              /** @description Events matching the filters */
              total: number;
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
    };
  };
}
