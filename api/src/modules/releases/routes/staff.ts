import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RELEASE_ACTION_ROLES, SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../../platform/http/gate';
import { ok } from '../../../platform/http/reply';
import { Envelope, Nullable, errorResponses, tooManyResponse } from '../../../platform/http/schemas';
import { logSecurityEvent } from '../../securityLog/public';
import { readToken } from '../../auth/public';
import type { ReleasesDeps } from '../service';
import { createToken, listTokens, revokeToken } from '../service/deployTokens';
import { registryFor } from '../service/registry';
import { overview, promote, rollback } from '../service/releases';
import { ERROR_REPORTS_PER_MINUTE, reportClientError } from '../service/remoteHealth';
import * as S from '../schemas';

/** Staff's door: their registry, error reports, and the Deployments screen. */
export function releaseRoutes(deps: ReleasesDeps) {
  return async function routes(parent: FastifyInstance): Promise<void> {
    protect(parent);
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    const viewers = { roles: SCREEN_ROLES.deployments };
    const actors = { roles: RELEASE_ACTION_ROLES };
    /** The session a signed-in call was made with (its token's id), which the registry's report keys name. */
    const sessionOf = (request: FastifyRequest): string | null => {
      const read = readToken(app.config.jwtSecret, request.headers.authorization);
      return read.ok ? (read.claims.jti ?? null) : null;
    };

    app.get(
      '/remotes',
      {
        schema: {
          tags: ['releases'],
          operationId: 'getRemoteRegistry',
          summary:
            "The signed-in member's remote registry: per remote the manifest to load (a canary for its share of staff)",
          response: { 200: Envelope(S.Registry), ...errorResponses },
        },
      },
      async (request) => ok(await registryFor(deps, request.member.id, sessionOf(request))),
    );

    app.post(
      '/admin/client-errors',
      {
        schema: {
          tags: ['releases'],
          operationId: 'reportClientError',
          summary: 'Report a remote that failed to load or threw while rendering (counted per release)',
          description:
            "A canary's report counts toward its rolling back by itself only from a member the registry served it to, with the reportKey it gave this session. A rollback is written to the security log, naming the members whose reports made it.",
          body: S.ClientErrorBody,
          response: {
            200: Envelope(S.ClientErrorOutcome),
            ...errorResponses,
            ...tooManyResponse(`More than ${ERROR_REPORTS_PER_MINUTE} reports a minute`),
          },
        },
      },
      async (request) => {
        const outcome = await reportClientError(
          deps,
          { ...request.actor, memberId: request.member.id },
          sessionOf(request),
          request.body,
        );
        return ok(outcome, outcome.rolledBack ? 'The canary was rolled back.' : 'Reported.');
      },
    );

    app.get(
      '/admin/releases',
      {
        config: viewers,
        schema: {
          tags: ['releases'],
          operationId: 'listReleases',
          summary:
            'Per remote: what is live, the canary and its share, the history and every step (Admin, Manager)',
          response: { 200: Envelope(Type.Array(S.AppReleases)), ...errorResponses },
        },
      },
      async () => ok(await overview(deps)),
    );

    app.post(
      '/admin/releases/:app/promote',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'promoteRelease',
          summary: "Make the app's canary live for everyone (Admin)",
          params: S.AppParams,
          response: { 200: Envelope(S.Release), ...errorResponses },
        },
      },
      async (request) => {
        const release = await promote(deps, request.actor, request.params.app);
        await logSecurityEvent(app.db, request.actor, {
          event: 'release-promoted',
          detail: `${request.params.app} ${release.releaseId}`,
        });
        return ok(release, `${release.releaseId} is now live for everyone.`);
      },
    );

    app.post(
      '/admin/releases/:app/rollback',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'rollbackRelease',
          summary: 'Put an earlier release back for everyone (Admin); without releaseId, the one live before',
          params: S.AppParams,
          body: Type.Optional(S.RollbackBody),
          response: {
            200: Envelope(Type.Object({ live: Nullable(S.Release), from: Type.String() })),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const outcome = await rollback(deps, request.actor, request.params.app, request.body?.releaseId);
        const now = outcome.live?.releaseId ?? 'the built-in build';
        await logSecurityEvent(app.db, request.actor, {
          event: 'release-rolled-back',
          detail: `${request.params.app}: ${outcome.from} -> ${now}`,
        });
        return ok(outcome, `${request.params.app} is back on ${now} (was ${outcome.from}).`);
      },
    );

    app.get(
      '/admin/deploy-tokens',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'listDeployTokens',
          summary: 'The deploy tokens (never their secrets) (Admin)',
          response: { 200: Envelope(Type.Array(S.DeployToken)), ...errorResponses },
        },
      },
      async () => ok(await listTokens(deps)),
    );

    app.post(
      '/admin/deploy-tokens',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'createDeployToken',
          summary: 'Create a deploy token for one app; the secret is in this answer only (Admin)',
          body: S.CreateTokenBody,
          response: { 200: Envelope(S.CreatedDeployToken), ...errorResponses },
        },
      },
      async (request) => {
        const created = await createToken(deps, request.actor, request.body.app, request.body.note ?? null);
        await logSecurityEvent(app.db, request.actor, {
          event: 'deploy-token-created',
          detail: `#${created.id} for ${created.app}${created.note ? ` (${created.note})` : ''}`,
        });
        return ok(created, `Deploy token for ${created.app} created. Copy it now: it is not shown again.`);
      },
    );

    app.delete(
      '/admin/deploy-tokens/:id',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'revokeDeployToken',
          summary: 'Revoke a deploy token (Admin)',
          params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
          response: { 200: Envelope(S.DeployToken), ...errorResponses },
        },
      },
      async (request) => {
        const token = await revokeToken(deps, request.actor, request.params.id);
        await logSecurityEvent(app.db, request.actor, {
          event: 'deploy-token-revoked',
          detail: `#${token.id} for ${token.app}`,
        });
        return ok(token, `Deploy token ${token.id} (${token.app}) revoked.`);
      },
    );
  };
}
