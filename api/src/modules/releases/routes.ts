import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RELEASE_ACTION_ROLES, SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../auth/gate';
import { secondsText } from '../../platform/http/timeouts';
import { ok } from '../../platform/http/reply';
import { DomainError } from '../../platform/http/errors';
import { tooLargeArchive } from './archive';
import {
  Envelope,
  Nullable,
  errorResponses,
  failure,
  unavailableResponse,
  tooManyResponse,
} from '../../platform/http/schemas';
import { logSecurityEvent } from '../securityLog/log';
import type { Releases } from './services';
import * as S from './schemas';

/**
 * The releases calls, HTTP only: each route declares its schema and who may call it, asks the service
 * (service.ts) and answers. Three doors: CI publishes with a deploy token (`publishRoutes`), staff read
 * their registry and report remote errors, and Admins (Managers may look) run the Deployments screen
 * (`releaseRoutes`).
 */

const ARCHIVE_TYPES = [
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
  'application/x-tar',
];
const AppParams = Type.Object({ app: Type.String({ maxLength: 60 }) });

/** CI's door: POST /api/releases/{app} with a deploy token and the archive as the body. */
export function publishRoutes({ service, tokens }: Releases) {
  return async function routes(parent: FastifyInstance): Promise<void> {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // The body stays a stream: the service unpacks it file by file (archive.ts), never whole in memory.
    app.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));
    const { maxBytes } = app.config.releases;
    const deadlineMs = app.config.uploadTimeoutMs;
    const security = [{ deployToken: [] }];

    app.get(
      '/releases/:app',
      {
        schema: {
          tags: ['releases'],
          operationId: 'getPublishedReleases',
          summary:
            "What is live and in canary for the deploy token's app (the release command checks its token here first)",
          security,
          params: AppParams,
          response: {
            200: Envelope(
              Type.Object({ app: Type.String(), live: Nullable(S.Release), canary: Nullable(S.Release) }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        await tokens.authenticate(request.headers.authorization, request.params.app);
        return ok(await service.currentOf(request.params.app));
      },
    );

    app.post(
      '/releases/:app',
      {
        config: { ownBodyDeadline: true },
        bodyLimit: maxBytes,
        schema: {
          tags: ['releases'],
          operationId: 'publishRelease',
          summary:
            'Publish a release: the built folder as one gzip-compressed tar (mf-manifest.json at its top)',
          description:
            'Checked before anything goes live: 400 not an archive / no or wrong manifest / a named file missing / a screen not exposed; 403 a token of another app; 409 a singleton on another major than the shell provides, or the same version with other files; 413 past RELEASE_MAX_BYTES. The very same files again answer 200 with the existing release.',
          security,
          params: AppParams,
          querystring: S.PublishQuery,
          body: {
            type: 'string',
            format: 'binary',
            description: 'The archive (Content-Type: application/gzip)',
          },
          response: {
            200: Envelope(S.Published, {
              description: 'The very same files were published before: that release',
            }),
            201: Envelope(S.Published, { description: 'Published: live, or the canary' }),
            ...errorResponses,
            413: failure('The archive is larger than RELEASE_MAX_BYTES: nothing kept'),
            ...unavailableResponse,
          },
        },
      },
      async (request, reply) => {
        const folder = request.params.app;
        const token = await tokens.authenticate(request.headers.authorization, folder);
        const declared = Number(request.headers['content-length']);
        if (declared > maxBytes) {
          throw tooLargeArchive(maxBytes);
        }
        const body: unknown = request.body;
        if (!(body instanceof Readable))
          throw new DomainError(
            'invalid',
            'Send the archive as the body, with Content-Type: application/gzip.',
          );
        try {
          const { release, replaced, outcome } = await service.publish({
            folder,
            body,
            tokenId: token.id,
            canary: request.query.canary,
            note: request.query.note,
            signal: AbortSignal.timeout(deadlineMs),
          });
          const said =
            outcome === 'existing'
              ? `${folder} ${release.releaseId} was already published (${release.state}); nothing changed.`
              : `${folder} ${release.releaseId} is ${release.state === 'canary' ? `the canary for ${release.canaryPercent}% of staff` : 'live'}${replaced ? `, replacing ${replaced}` : ''} (publish #${release.sequence}).`;
          if (outcome !== 'existing')
            await logSecurityEvent(app.db, request, {
              event: 'release-published',
              actorId: null,
              detail: `${folder} ${release.releaseId} (${release.state}) with deploy token #${token.id}`,
            });
          return reply
            .code(outcome === 'existing' ? 200 : 201)
            .send(ok({ ...release, replaced, outcome }, said));
        } catch (error) {
          return deadlineAnswer(reply, error, deadlineMs);
        }
      },
    );
  };
}

/**
 * The upload's deadline passed (a client too slow to send its archive): 408, and the connection closes.
 * Other refusals leave it open; the rest of the body is read and dropped (archive.ts), so the client sees
 * the answer rather than a reset.
 */
function deadlineAnswer(reply: FastifyReply, error: unknown, deadlineMs: number): never {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    reply.header('Connection', 'close');
    throw Object.assign(
      new Error(`The release archive did not arrive within ${secondsText(deadlineMs)} seconds.`),
      {
        statusCode: 408,
      },
    );
  }
  throw error;
}

/** Staff's door: their registry, error reports, and the Deployments screen. */
export function releaseRoutes({ service, tokens, registry, health }: Releases) {
  return async function routes(parent: FastifyInstance): Promise<void> {
    protect(parent);
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    const viewers = { roles: SCREEN_ROLES.deployments };
    const actors = { roles: RELEASE_ACTION_ROLES };

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
      async (request) => ok(await registry.forMember(request.member.id)),
    );

    app.post(
      '/admin/client-errors',
      {
        schema: {
          tags: ['releases'],
          operationId: 'reportClientError',
          summary: 'Report a remote that failed to load or threw while rendering (counted per release)',
          body: S.ClientErrorBody,
          response: {
            200: Envelope(Type.Object({ rolledBack: Type.Boolean() })),
            ...errorResponses,
            ...tooManyResponse('More than 10 reports a minute'),
          },
        },
      },
      async (request) => {
        const outcome = await health.report(request.member.id, request.body);
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
      async () => ok(await service.overview()),
    );

    app.post(
      '/admin/releases/:app/promote',
      {
        config: actors,
        schema: {
          tags: ['releases'],
          operationId: 'promoteRelease',
          summary: "Make the app's canary live for everyone (Admin)",
          params: AppParams,
          response: { 200: Envelope(S.Release), ...errorResponses },
        },
      },
      async (request) => {
        const release = await service.promote(request.params.app, request.member.id);
        await logSecurityEvent(app.db, request, {
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
          params: AppParams,
          body: Type.Optional(S.RollbackBody),
          response: {
            200: Envelope(Type.Object({ live: Nullable(S.Release), from: Type.String() })),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const outcome = await service.rollback(
          request.params.app,
          request.member.id,
          request.body?.releaseId,
        );
        const now = outcome.live?.releaseId ?? 'the built-in build';
        await logSecurityEvent(app.db, request, {
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
      async () => ok(await tokens.list()),
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
        const created = await tokens.create(request.body.app, request.body.note ?? null, request.member.id);
        await logSecurityEvent(app.db, request, {
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
        const token = await tokens.revoke(request.params.id, request.member.id);
        await logSecurityEvent(app.db, request, {
          event: 'deploy-token-revoked',
          detail: `#${token.id} for ${token.app}`,
        });
        return ok(token, `Deploy token ${token.id} (${token.app}) revoked.`);
      },
    );
  };
}

/** The registry before sign-in (the visitor area of the composed app): live releases, never a canary. */
export function publicRegistryRoute({ registry }: Releases) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/mf-registry.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const { remotes } = await registry.forMember(null);
      return { remotes: remotes.map(({ name, entry }) => ({ name, entry })) };
    });
  };
}
