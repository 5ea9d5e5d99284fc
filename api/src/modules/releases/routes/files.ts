import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS, VISITOR_APP } from '@earrival/shared/apps';
import { fail } from '../../../platform/http/envelope';
import type { ObjectStore } from '../../../platform/store/store';
import { hasTwins, releaseFileName } from '../archive';
import { releaseKey, servedTypeOf } from '../records';
import { RELEASE_ID_PATTERN } from '../schemas';
import type { ReleasesDeps } from '../service';
import { registryFor } from '../service/registry';

/**
 * What anyone may fetch, outside /api and before sign-in: the registry of the visitor area, and a release's
 * files at /releases/<app>/<releaseId>/<file> with `Cache-Control: immutable`, the .br or .gz twin (the
 * server's own, made from the original) as the browser accepts, like the built-in dist/ folders. Only the
 * types a remote's page fetches are served (records.ts), an SVG under a sandboxing policy; on the
 * customers' port (VISITOR_PORT) only the visitor app's releases, never a staff remote's.
 */

const FOLDERS = new Set<string>(REMOTE_APPS.map((app) => app.folder));
const RELEASE_ID = new RegExp(RELEASE_ID_PATTERN);

/** Which stored variant to send: Brotli, then gzip, as the Accept-Encoding header allows. */
function encodingsFor(request: FastifyRequest): ('br' | 'gzip')[] {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const order: ('br' | 'gzip')[] = [];
  if (/\bbr\b/.test(accepted)) order.push('br');
  if (/\bgzip\b/.test(accepted)) order.push('gzip');
  return order;
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-cache').send(fail('No such release file.'));

/**
 * An SVG opened on its own is a document that may hold script: under `sandbox` it runs none and has no
 * origin of ours. As an image (the favicon) it draws as before.
 */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The call came in on the customers' port: the standalone visitor site listens on VISITOR_PORT (server.ts),
 * the back-office on PORT. (A call made without a socket, app.inject in a test, is the back-office's.)
 */
export const onVisitorPort = (request: FastifyRequest, visitorPort: number) =>
  request.socket?.localPort === visitorPort;

/** GET (and HEAD) /releases/<app>/<releaseId>/<file>: anyone may fetch a remote's code, as with dist/. */
export function releaseFileRoutes(store: ObjectStore, serveSourceMaps: () => boolean, visitorPort: number) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { app: string; releaseId: string; '*': string } }>(
      '/releases/:app/:releaseId/*',
      {
        schema: { hide: true },
        // After the security headers' hook (the app's, which runs first): an SVG keeps its own policy.
        onSend: (request, reply, payload, done) => {
          if (reply.statusCode === 200 && /\.svg$/i.test(request.url.split('?')[0] ?? ''))
            reply.header('content-security-policy', SVG_POLICY);
          done(null, payload);
        },
      },
      async (request, reply) => {
        const { app: folder, releaseId } = request.params;
        const name = releaseFileName(request.params['*']);
        if (!FOLDERS.has(folder) || !RELEASE_ID.test(releaseId) || !name || /\.(br|gz)$/.test(name))
          return notFound(reply);
        // The customers' site serves the visitor app's own files, never a staff remote's.
        if (folder !== VISITOR_APP.folder && onVisitorPort(request, visitorPort)) return notFound(reply);
        const type = servedTypeOf(name);
        if (!type) return notFound(reply);
        if (name.endsWith('.map') && !serveSourceMaps()) return notFound(reply);
        const key = releaseKey(folder, releaseId, name);
        for (const encoding of hasTwins(name) ? encodingsFor(request) : []) {
          const twin = await store.open(`${key}.${encoding === 'br' ? 'br' : 'gz'}`);
          if (!twin) continue;
          return headers(reply, type, twin.etag)
            .header('Content-Encoding', encoding)
            .header('Content-Length', twin.size)
            .send(twin.body);
        }
        const opened = await store.open(key);
        if (!opened) return notFound(reply);
        return headers(reply, type, opened.etag).header('Content-Length', opened.size).send(opened.body);
      },
    );
  };
}

function headers(reply: FastifyReply, type: string, etag: string) {
  return reply
    .type(type)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag)
    .header('Access-Control-Allow-Origin', '*');
}

/** The registry before sign-in (the visitor area of the composed app): live releases, never a canary. */
export function publicRegistryRoute(deps: ReleasesDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/mf-registry.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const { remotes } = await registryFor(deps, null);
      return { remotes: remotes.map(({ name, entry }) => ({ name, entry })) };
    });
  };
}
