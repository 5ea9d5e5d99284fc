import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../platform/http/gate';
import { Envelope, Nullable, errorResponses } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { sendCsv } from '../../platform/http/csv';
import { exportBusyResponses, exportSlots, futureMonthCounts, holdSlot } from '../orders/public';
import { countryOrderList, countryOrdersCsv, processedByCsv, processedByList, rangeOf } from './service';
import * as S from './schemas';

/**
 * The statistics screens: orders per country, orders processed per member, Future Order month tiles,
 * and the two tables as CSV (sharing Export CSV's budget of running exports).
 */
export default async function statisticsRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/get-country-order-list',
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Orders per citizenship created between the dates (inclusive): total, standard, priority, future',
        body: Nullable(S.DateRange),
        response: { 200: Envelope(Type.Array(S.CountryRow)), ...errorResponses },
      },
    },
    async (request) => ok(await countryOrderList(app, request.body)),
  );

  app.post(
    '/admin/get-processed-by-count',
    {
      config: { roles: SCREEN_ROLES.processedBy },
      schema: {
        tags: ['statistics'],
        summary:
          "Orders processed per member: 'processed' = moved to Completed (by whom, when), optional dates",
        description: 'The screen calls it once on load with an empty body: every processed order.',
        body: Nullable(S.DateRange),
        response: { 200: Envelope(Type.Array(S.ProcessedRow)), ...errorResponses },
      },
    },
    async (request) => {
      const data = await processedByList(app, request.body);
      return ok(data, data.length ? 'Processed orders loaded' : 'No processed orders in this period');
    },
  );

  app.get(
    '/admin/get-future-order-month-count',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Future Order tiles: orders per process month (01..12), all twelve months',
        response: { 200: Envelope(Type.Array(S.MonthCount)), ...errorResponses },
      },
    },
    async () => ok(await futureMonthCounts(app)),
  );

  app.get(
    '/admin/export/countryOrders.csv',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Country Order List as CSV: the date range, search (country) and sort of the table',
        querystring: S.CountryOrdersCsvQuery,
        produces: ['text/csv'],
        response: { 200: S.CsvFile, ...errorResponses, ...exportBusyResponses },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      return sendCsv(reply, await countryOrdersCsv(app, request.actor, range, request.query));
    },
  );

  app.get(
    '/admin/export/processedBy.csv',
    {
      config: { roles: SCREEN_ROLES.processedBy },
      schema: {
        tags: ['statistics'],
        summary: 'Order Processed as CSV: the date range, search (name) and sort of the table',
        querystring: S.ProcessedByCsvQuery,
        produces: ['text/csv'],
        response: { 200: S.CsvFile, ...errorResponses, ...exportBusyResponses },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      return sendCsv(reply, await processedByCsv(app, request.actor, range, request.query));
    },
  );
}
