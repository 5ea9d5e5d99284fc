import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sweepWorkDir } from '../archive';
import { releaseServices, type Releases } from '../service';
import { publishRoutes } from './publish';
import { releaseRoutes } from './staff';
import { publicRegistryRoute, releaseFileRoutes } from './files';

declare module 'fastify' {
  interface FastifyInstance {
    releases: Releases;
  }
}

/**
 * Releases of the remotes, registered on the root app: the API calls under /api, the registry before
 * sign-in at /mf-registry.json and the release files at /releases/... (both outside /api, beside dist/).
 * Each route declares its schema and who may call it, asks a service (service/) and answers. The doors:
 * CI publishes with a deploy token (publish.ts); staff read their registry and report remote errors, and
 * Admins (Managers may look) run the Deployments screen (staff.ts); anyone fetches files (files.ts).
 */
export default async function releasesModule(app: FastifyInstance): Promise<void> {
  const workDir = path.join(app.config.dataDir, 'tmp');
  const releases = releaseServices({
    db: app.db,
    store: app.store,
    config: app.config.releases,
    appsRoot: app.config.appsRoot,
    remotesJson: app.config.remotesJson,
    secret: app.config.jwtSecret,
    workDir,
  });
  app.decorate('releases', releases);
  // Folders an earlier process left while unpacking (it stopped half-way) go, in the background.
  void sweepWorkDir(workDir).catch(() => undefined);
  // Likewise what a stopped publish left staged in the store (never served).
  void releases.service.sweepStaging().catch(() => undefined);
  await app.register(publishRoutes(releases), { prefix: '/api' });
  await app.register(releaseRoutes(releases), { prefix: '/api' });
  await app.register(publicRegistryRoute(releases));
  await app.register(
    releaseFileRoutes(app.store, () => process.env.SERVE_SOURCE_MAPS === '1', app.config.visitorPort),
  );
}
