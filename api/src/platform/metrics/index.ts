import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/connection';
import { MAIL_QUEUE } from '../mailer/history';
import type { ServiceKeyGuard } from '../http/serviceKey';

export interface MetricsOptions {
  database: DatabaseHandle;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset = no metrics route at all (404). */
  token: string | undefined;
  /** How a wrong token is refused: the app's service key check (throttled and recorded per address). */
  checkKey: ServiceKeyGuard;
}

/**
 * Prometheus metrics at /api/metrics, each app with its own registry (a process may hold two apps, and
 * tests many): request durations by route and status, the event loop's lag and Node's own figures,
 * the mail queue's depth and failed tries by provider, open live streams, and the database pool's use.
 * Figures that live in the database (queue, failures) are read when scraped, so every process reports
 * the same truth.
 */
export default fp(
  async function metrics(app: FastifyInstance, { database, token, checkKey }: MetricsOptions) {
    // Without a token nobody may read them, so nothing is measured either.
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status code',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'earrival_mail_queue_depth',
      help: 'Mails waiting to be sent or retried (the job queue)',
      registers: [registry],
      async collect() {
        this.set(await app.jobs.depth(MAIL_QUEUE));
      },
    });
    new Counter({
      name: 'earrival_mail_failed_tries_total',
      help: 'Mail tries a provider did not accept, by provider (all processes, from the database)',
      labelNames: ['provider'],
      registers: [registry],
      async collect() {
        const { rows } = await sql<{ provider: string; failed: number }>`
          SELECT provider, count(*)::int AS failed FROM mail_attempts WHERE NOT accepted GROUP BY provider`.execute(
          app.db,
        );
        this.reset();
        for (const provider of ['first', 'second'])
          this.inc({ provider }, rows.find((row) => row.provider === provider)?.failed ?? 0);
      },
    });
    new Gauge({
      name: 'earrival_live_streams',
      help: 'Open live-update streams (Server-Sent Events) in this process',
      registers: [registry],
      collect() {
        this.set(app.live.listeners);
      },
    });
    new Gauge({
      name: 'earrival_db_pool_connections',
      help: 'Database pool connections of this app by state (total, idle, waiting callers)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = database.poolStats();
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per order.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { route, method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      await checkKey(app.db, request, {
        service: 'metrics',
        label: 'metrics',
        given,
        expected: token,
        wrongMessage: 'A valid metrics token is required.',
      });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['jobs', 'live-events'] },
);
