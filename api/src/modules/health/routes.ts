import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { fail } from '../../platform/http/envelope';
import { Envelope } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { Health, Readiness } from './schemas';
import { health, readiness } from './service';

/** What a load balancer and an operator ask: is the process up, and can it do its work right now. */
export default async function healthRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database health',
        response: { 200: Envelope(Health) },
      },
    },
    async () => ok(await health(app)),
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: answers while the process runs (nothing else is checked)',
        response: { 200: Envelope(Type.Object({ live: Type.Boolean() })) },
      },
    },
    async () => ok({ live: true }, 'Live'),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers, every migration is applied, the store is writable and the job queue runs; 503 names what is not',
        response: { 200: Envelope(Readiness), 503: Envelope(Readiness) },
      },
    },
    async (_request, reply) => {
      const { checks, failing } = await readiness(app);
      if (!failing.length) return ok(checks, 'Ready');
      return reply.code(503).send({ ...fail(`Not ready: ${failing.join(', ')}`), data: checks });
    },
  );
}
