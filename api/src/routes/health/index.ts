import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../schemas';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database health',
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              database: { type: 'string' },
              migrations: { type: 'integer' },
              time: { type: 'string' },
            },
          }),
        },
      },
    },
    async () => {
      const { rows } = await sql<{ migrations: number; time: Date }>`
        SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations, now() AS time`.execute(app.db);
      const row = rows[0]!;
      return {
        status: 1,
        message: 'OK',
        data: { database: app.dbKind, migrations: row.migrations, time: new Date(row.time).toISOString() },
      };
    },
  );
}
