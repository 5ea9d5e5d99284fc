import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './platform/db/schema';
import type { DatabaseHandle } from './platform/db/connection';
import envelope from './platform/http/envelope';
import { registerCompression } from './platform/http/compression';
import { strictValidatorFactory } from './platform/http/validation';
import security, { frameworkErrors } from './platform/http/security';
import docs from './platform/http/docs';
import timeouts, { serverTimeouts } from './platform/http/timeouts';
import pdfPool from './platform/pdf/pool';
import storePlugin from './platform/store/plugin';
import type { ObjectStore } from './platform/store/store';
import jobs from './platform/jobs';
import mailer from './platform/mailer';
import liveEvents from './platform/events';
import metrics from './platform/metrics';
import { healthRoutes } from './modules/health/public';
import { authRoutes, checkServiceKey, sessionVerifier } from './modules/auth/public';
import { orderRoutes, recordEvents } from './modules/orders/public';
import { teamRoutes } from './modules/team/public';
import { gatewayRoutes } from './modules/gateways/public';
import { intakeRoutes } from './modules/intake/public';
import { statisticsRoutes } from './modules/statistics/public';
import { documentRoutes } from './modules/documents/public';
import { visitorRoutes } from './modules/visitor/public';
import { liveRoutes } from './modules/live/public';
import { releasesModule } from './modules/releases/public';
import { securityLogModule } from './modules/securityLog/public';
import { savedViewRoutes } from './modules/savedViews/public';
import { loggedRequest } from './platform/http/redact';
import { tokenGate } from './platform/http/gate';
import { actorDecorator } from './platform/http/actor';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseHandle['kind'];
    config: Config;
    /** Serves the single-page app's index.html for a browser path; set by the web plugin when present. */
    spaFallback: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Extra plugins, e.g. the static web apps when the server also serves the browser bundles. */
  web?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Where the request log goes (default standard output); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** The file store, when the caller shares one between apps; otherwise the app makes its own from config. */
  store?: ObjectStore;
}

/** Builds the Fastify instance from plugins; it does not listen (server.ts does). */
export async function buildApp({
  config,
  database,
  web,
  logger = false,
  logStream,
  store,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secret query values (mailed links' tokens, codes) never reach the request log.
    logger: logger
      ? {
          level: config.logLevel,
          serializers: { req: loggedRequest },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
    // No loose coercion: bodies are taken as typed, query and path text only as plain decimals (see there).
    schemaController: { compilersFactory: { buildValidator: strictValidatorFactory() } },
    frameworkErrors,
    // request.ip from X-Forwarded-For only behind the proxies TRUST_PROXY names (off: the socket's address),
    // so a client cannot pick its own address for the sign-in and tracking throttles.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Deadlines for headers, bodies and idle sockets, so slow clients cannot hold connections open.
    ...serverTimeouts(config),
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('spaFallback', null);
  app.decorateRequest('member', null as unknown as FastifyRequest['member']);

  await registerCompression(app);
  await app.register(security);
  await app.register(envelope);
  await app.register(timeouts);
  await app.register(docs);
  await app.register(pdfPool);
  await app.register(storePlugin, { store });
  // The platform services every module uses, each registered once: the job queue, the mailer that
  // queues and sends through it, and the live events that reach every process's open staff screens.
  await app.register(jobs, { database, ...config.jobs });
  // Each step of a mail's life goes to its order's history (the mailer itself knows nothing of orders).
  await app.register(mailer, { ...config.mailQueue, recordEvents });
  await app.register(liveEvents, { database });
  await app.register(metrics, { database, token: config.metricsToken, checkKey: checkServiceKey });
  // The token gate that `protect` puts before signed-in routes; the auth module says whether a token is good.
  await app.register(actorDecorator);
  await app.register(tokenGate, { verifier: sessionVerifier(database.db, config.jwtSecret) });
  // The security log: its Admin screen's calls, retention, and a record of every 403 (before the other
  // routes, so its answer hook covers them).
  await app.register(securityLogModule);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(orderRoutes);
      await api.register(statisticsRoutes);
      await api.register(teamRoutes);
      await api.register(gatewayRoutes);
      await api.register(intakeRoutes);
      await api.register(documentRoutes);
      await api.register(visitorRoutes);
      await api.register(liveRoutes);
      await api.register(savedViewRoutes);
    },
    { prefix: '/api' },
  );
  // Releases of the remotes: its /api calls, and the registry and release files beside the built apps.
  await releasesModule(app);
  // Called directly (not registered) so the fallback it sets lives on the root instance.
  if (web) await web(app);
  return app;
}
