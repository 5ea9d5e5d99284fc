import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sweepWorkDir } from '../archive';
import type { ReleasesDeps } from '../service';
import { sweepStaging } from '../service/releases';
import { publishRoutes } from './publish';
import { releaseRoutes } from './staff';
import { publicRegistryRoute, releaseFileRoutes } from './files';

declare module 'fastify' {
  interface FastifyInstance {
    /** The releases services' deps, for the visitor site's page (modules/web: standalonePage). */
    releases: ReleasesDeps;
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
  const { config } = app;
  const deps: ReleasesDeps = {
    db: app.db,
    store: app.store,
    settings: config.releases,
    appsRoot: config.appsRoot,
    workDir: path.join(config.dataDir, 'tmp'),
    remotesJson: config.remotesJson,
    secret: config.jwtSecret,
    state: { pages: new Map() },
  };
  app.decorate('releases', deps);
  // Folders an earlier process left while unpacking (it stopped half-way) go, in the background.
  void sweepWorkDir(deps.workDir).catch(() => undefined);
  // Likewise what a stopped publish left staged in the store (never served).
  void sweepStaging(deps).catch(() => undefined);
  await app.register(publishRoutes(deps), { prefix: '/api' });
  await app.register(releaseRoutes(deps), { prefix: '/api' });
  await app.register(publicRegistryRoute(deps));
  await app.register(
    releaseFileRoutes(app.store, () => process.env.SERVE_SOURCE_MAPS === '1', config.visitorPort),
  );
}
