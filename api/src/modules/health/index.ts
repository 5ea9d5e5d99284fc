import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { MIGRATION_NAMES } from '../../platform/db/migrate';

const Health = Type.Object({
  database: Type.String({ description: "'pglite' (embedded) or 'postgres'" }),
  migrations: Type.Integer({ description: 'Migrations applied' }),
  time: Type.String({ description: "The database's clock (ISO)" }),
});

const Check = Type.Object({ ok: Type.Boolean(), detail: Type.String() });
const Readiness = Type.Object({
  database: Check,
  migrations: Check,
  store: Check,
  queue: Check,
});
type Readiness = { database: Check; migrations: Check; store: Check; queue: Check };
type Check = { ok: boolean; detail: string };

const failed = (error: unknown): Check => ({
  ok: false,
  detail: (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300),
});

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
      const checks: Readiness = {
        database: { ok: false, detail: 'not checked' },
        migrations: { ok: false, detail: 'not checked' },
        store: { ok: false, detail: 'not checked' },
        queue: app.jobs.running()
          ? { ok: true, detail: 'running' }
          : { ok: false, detail: 'the job queue is not running' },
      };
      try {
        const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(app.db);
        checks.database = { ok: true, detail: app.dbKind };
        const applied = new Set(rows.map((row) => row.name));
        const missing = MIGRATION_NAMES.filter((name) => !applied.has(name));
        checks.migrations = missing.length
          ? { ok: false, detail: `not applied: ${missing.join(', ')}` }
          : { ok: true, detail: `${MIGRATION_NAMES.length} applied` };
      } catch (error) {
        checks.database = failed(error);
      }
      try {
        await app.store.check();
        checks.store = { ok: true, detail: 'writable' };
      } catch (error) {
        checks.store = failed(error);
      }
      const failing = Object.entries(checks)
        .filter(([, check]) => !check.ok)
        .map(([name]) => name);
      if (!failing.length) return ok(checks, 'Ready');
      return reply.code(503).send({ status: 0, message: `Not ready: ${failing.join(', ')}`, data: checks });
    },
  );
}
