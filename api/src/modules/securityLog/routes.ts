import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../platform/http/gate';
import { ok } from '../../platform/http/reply';
import { rangedFileName, sendCsv } from '../../platform/http/csv';
import { errorResponses } from '../../platform/http/schemas';
import * as S from './schemas';
import { logLine } from '../../platform/metrics/logLine';
import {
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  FIRST_SWEEP_MS,
  RETENTION_SWEEP_MS,
  exportBatches,
  page,
  recordForbidden,
  sweepOnce,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The 403 records, written after their answers: `settled()` resolves once those sent so far are in. */
    forbiddenRecords: { settled: () => Promise<void> };
  }
}

/**
 * The security log module: its routes under /api, the retention sweep, and a record of every 403 a
 * signed-in member gets (registered on the root, so it sees the answers of every module).
 */
export const securityLogModule = fp(
  async function securityLogModule(app: FastifyInstance) {
    const forbidden = forbiddenRecorder(app);
    startRetention(app);
    app.decorate('forbiddenRecords', { settled: forbidden.settled });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 403) forbidden.record(request);
    });
    app.addHook('onClose', forbidden.settled);
    await app.register(securityLogRoutes, { prefix: '/api' });
  },
  { name: 'security-log' },
);

/** Sweeps records past SECURITY_LOG_DAYS now and then; several processes doing it is harmless. */
function startRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Not at once: a short-lived app (a CLI, a test) does no sweep, and a start stays quick.
    timer = setTimeout(function again() {
      void sweepOnce(app, app.config.securityLogDays);
      timer = setTimeout(again, RETENTION_SWEEP_MS).unref();
    }, FIRST_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

/**
 * Records each 403 a signed-in member gets, after the answer has left, so `settled()` says when the
 * records of the answers sent so far are written: the module waits for it on close (a drain loses no
 * record), and a caller that reads the log right after a 403 waits for it too.
 */
function forbiddenRecorder(app: FastifyInstance) {
  const writing = new Set<Promise<void>>();
  return {
    record(request: FastifyRequest): void {
      const actor = request.actor;
      if (actor.memberId === null) return;
      const call = { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0]! };
      const done: Promise<void> = recordForbidden(app, { ...actor, memberId: actor.memberId }, call)
        .catch((error: unknown) => logLine('error', `security log: a 403 was not recorded: ${String(error)}`))
        .finally(() => writing.delete(done));
      writing.add(done);
    },
    settled: async (): Promise<void> => {
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}

/** Settings -> Security Log (Admin): the page and its CSV export, HTTP only. */
async function securityLogRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const roles = SCREEN_ROLES.securityLog;

  app.get(
    '/admin/security-events',
    {
      config: { roles },
      schema: {
        tags: ['security'],
        operationId: 'getSecurityEvents',
        summary: 'The security log, newest first: filter by member (actor or concerned), event and UTC days',
        querystring: S.PageQuery,
        response: { 200: S.SecurityEventPage, ...errorResponses },
      },
    },
    async (request) => {
      const { page: pageNo = 1, limit = 50, ...filter } = request.query;
      return ok(await page(app, filter, pageNo, limit));
    },
  );

  app.get(
    '/admin/security-events/export',
    {
      config: { roles },
      schema: {
        tags: ['security'],
        operationId: 'exportSecurityEvents',
        summary: `The security log as CSV with the screen's filters, newest first (at most ${EXPORT_MAX_ROWS} rows)`,
        querystring: S.Filters,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'text/csv; charset=utf-8, starting with a UTF-8 BOM' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, {
        filename: rangedFileName('security-log', request.query),
        columns: EXPORT_COLUMNS,
        batches: exportBatches(app, request.query),
      });
    },
  );
}
