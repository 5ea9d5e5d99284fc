import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sweepWorkDir } from './archive';
import { ReleaseService } from './service';
import { publicRegistryRoute, publishRoutes, releaseRoutes } from './routes';
import { releaseFileRoutes } from './files';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseService;
  }
}

/**
 * Releases of the remotes, registered on the root app: the API calls under /api, the registry before
 * sign-in at /mf-registry.json and the release files at /releases/... (both outside /api, beside dist/).
 */
export default async function releasesModule(app: FastifyInstance): Promise<void> {
  const service = new ReleaseService({
    db: app.db,
    store: app.store,
    config: app.config.releases,
    appsRoot: app.config.appsRoot,
    remotesJson: app.config.remotesJson,
    secret: app.config.jwtSecret,
    workDir: path.join(app.config.dataDir, 'tmp'),
  });
  // Folders an earlier process left while unpacking (it stopped half-way) go, in the background.
  void sweepWorkDir(path.join(app.config.dataDir, 'tmp')).catch(() => undefined);
  app.decorate('releases', service);
  await app.register(publishRoutes(service), { prefix: '/api' });
  await app.register(releaseRoutes(service), { prefix: '/api' });
  await app.register(publicRegistryRoute(service));
  await app.register(releaseFileRoutes(app.store, () => process.env.SERVE_SOURCE_MAPS === '1'));
}
