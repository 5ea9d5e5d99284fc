import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { fail } from '../../../platform/http/envelope';
import type { ObjectStore } from '../../../platform/store/store';
import { releaseFileName } from '../archive';
import { contentTypeOf, releaseKey } from '../records';
import { RELEASE_ID_PATTERN } from '../schemas';
import type { Releases } from '../service';

/**
 * What anyone may fetch, outside /api and before sign-in: the registry of the visitor area, and a release's
 * files at /releases/<app>/<releaseId>/<file> with `Cache-Control: immutable`, the .br or .gz twin as the
 * browser accepts, like the built-in dist/ folders.
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

/** GET (and HEAD) /releases/<app>/<releaseId>/<file>: anyone may fetch a remote's code, as with dist/. */
export function releaseFileRoutes(store: ObjectStore, serveSourceMaps: () => boolean) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { app: string; releaseId: string; '*': string } }>(
      '/releases/:app/:releaseId/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { app: folder, releaseId } = request.params;
        const name = releaseFileName(request.params['*']);
        if (!FOLDERS.has(folder) || !RELEASE_ID.test(releaseId) || !name || /\.(br|gz)$/.test(name))
          return notFound(reply);
        if (name.endsWith('.map') && !serveSourceMaps()) return notFound(reply);
        const key = releaseKey(folder, releaseId, name);
        const compressible = contentTypeOf(name) !== 'application/octet-stream';
        for (const encoding of compressible ? encodingsFor(request) : []) {
          const twin = await store.open(`${key}.${encoding === 'br' ? 'br' : 'gz'}`);
          if (!twin) continue;
          return headers(reply, name, twin.etag)
            .header('Content-Encoding', encoding)
            .header('Content-Length', twin.size)
            .send(twin.body);
        }
        const opened = await store.open(key);
        if (!opened) return notFound(reply);
        return headers(reply, name, opened.etag).header('Content-Length', opened.size).send(opened.body);
      },
    );
  };
}

function headers(reply: FastifyReply, name: string, etag: string) {
  return reply
    .type(contentTypeOf(name))
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', etag)
    .header('Access-Control-Allow-Origin', '*');
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
