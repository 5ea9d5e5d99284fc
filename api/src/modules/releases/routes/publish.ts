import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { secondsText } from '../../../platform/http/timeouts';
import { ok } from '../../../platform/http/reply';
import { DomainError } from '../../../platform/errors';
import {
  Envelope,
  Nullable,
  errorResponses,
  failure,
  unavailableResponse,
} from '../../../platform/http/schemas';
import { logSecurityEvent } from '../../securityLog/public';
import { tooLargeArchive } from '../archive';
import type { ReleasesDeps } from '../service';
import { authenticate } from '../service/deployTokens';
import { currentOf, publish } from '../service/releases';
import * as S from '../schemas';

const ARCHIVE_TYPES = [
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
  'application/x-tar',
];

/** CI's door: POST /api/releases/{app} with a deploy token and the archive as the body. */
export function publishRoutes(deps: ReleasesDeps) {
  return async function routes(parent: FastifyInstance): Promise<void> {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // The body stays a stream: the service unpacks it file by file (archive.ts), never whole in memory.
    app.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));
    const { maxBytes } = deps.settings;
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
          params: S.AppParams,
          response: {
            200: Envelope(
              Type.Object({ app: Type.String(), live: Nullable(S.Release), canary: Nullable(S.Release) }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        await authenticate(deps, request.headers.authorization, request.params.app);
        return ok(await currentOf(deps, request.params.app));
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
          params: S.AppParams,
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
        const token = await authenticate(deps, request.headers.authorization, folder);
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
          const { release, replaced, outcome } = await publish(deps, {
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
            await logSecurityEvent(app.db, request.actor, {
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
