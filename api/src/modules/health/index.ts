import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../schemas';
import { ok } from '../../http/reply';

const Health = Type.Object({
  database: Type.String({ description: "'pglite' (embedded) or 'postgres'" }),
  migrations: Type.Integer({ description: 'Migrations applied' }),
  time: Type.String({ description: "The database's clock (ISO)" }),
});

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
    async () => {
      const { rows } = await sql<{ migrations: number; time: Date }>`
        SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations, now() AS time`.execute(app.db);
      const row = rows[0]!;
      return ok({
        database: app.dbKind,
        migrations: row.migrations,
        time: new Date(row.time).toISOString(),
      });
    },
  );
}
