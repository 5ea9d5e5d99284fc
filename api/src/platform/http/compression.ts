import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Brotli or gzip for every text response the server builds (API JSON, the registry) as the browser
 * accepts, with `Vary: Accept-Encoding`. Registered before the routes: the plugin attaches itself to each
 * route as it is added. Static files come precompressed from the build (see modules/web), so they are sent
 * as they are and not compressed again.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
