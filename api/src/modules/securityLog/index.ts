import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import securityLogRoutes from './routes';
import { forbiddenRecorder, startRetention } from './service';

/**
 * The security log module: its routes under /api, the retention sweep, and a record of every 403 a
 * signed-in member gets (registered on the root, so it sees the answers of every module).
 */
export default fp(
  async function securityLogModule(app: FastifyInstance) {
    const recordForbidden = forbiddenRecorder(app);
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 403) await recordForbidden(request).catch(() => undefined);
    });
    startRetention(app);
    await app.register(securityLogRoutes, { prefix: '/api' });
  },
  { name: 'security-log' },
);
