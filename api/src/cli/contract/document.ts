import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectPglite } from '../../platform/db/connection';

/**
 * The OpenAPI document as GET /api/docs serves it, from an app built on an empty in-memory database with
 * the default configuration (nothing listens, no job is worked): the routes and their schemas are all it
 * reads, so the document does not depend on the environment it is generated in.
 */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  const database = await connectPglite(undefined);
  const defaults = loadConfig({});
  const config = { ...defaults, seedDemo: false, jobs: { ...defaults.jobs, workers: false } };
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    // Through JSON, as the route sends it: no undefined members, no shared references.
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}
