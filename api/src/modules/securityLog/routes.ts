import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../platform/http/gate';
import { ok } from '../../platform/http/reply';
import { rangedFileName, sendCsv } from '../../platform/http/csv';
import { errorResponses } from '../../platform/http/schemas';
import * as S from './schemas';
import {
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  exportBatches,
  forbiddenRecorder,
  page,
  startRetention,
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
    app.decorate('forbiddenRecords', { settled: forbidden.settled });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 403) forbidden.record(request);
    });
    app.addHook('onClose', forbidden.settled);
    startRetention(app);
    await app.register(securityLogRoutes, { prefix: '/api' });
  },
  { name: 'security-log' },
);

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
