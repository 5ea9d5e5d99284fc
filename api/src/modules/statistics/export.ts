import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import {
  COUNTRY_ORDER_COLUMNS,
  COUNTRY_VIEW,
  PROCESSED_BY_COLUMNS,
  PROCESSED_BY_VIEW,
  reportRows,
} from '@earrival/shared/columns';
import type { ReportRange } from '@earrival/shared/dateRange';
import { protect } from '../auth/gate';
import { StringEnum, errorResponses } from '../../platform/http/schemas';
import { rangedFileName, sendCsv } from '../../platform/http/csv';
import { countryOrders, processedBy } from './repository';
import { DateRange, rangeOf } from './index';
import { auditedExport, exportBusyResponses, exportSlots, holdSlot } from '../orders/public';

/*
 * Export CSV of the two statistics tables, under the names countryOrders and processedBy (beside the
 * folders' /admin/export/{orderName}.csv). The tables are small (one row per country or per member)
 * and searched and sorted in the browser; the export applies the same search and sort
 * (@earrival/shared/columns' reportRows), so the file lists what the table lists, in its order.
 */

const Search = Type.Optional(
  Type.String({ maxLength: 200, description: "The table's search box (substring)" }),
);
const Order = Type.Optional(StringEnum(['asc', 'desc'], { description: 'With sort; default asc' }));
const CsvFile = Type.String({ description: 'text/csv; charset=utf-8, starting with a UTF-8 BOM' });

const once = <Row>(rows: Row[]) =>
  (async function* () {
    yield rows;
  })();

/** ' 2026-01-01..2026-03-31' for the record of an export (nothing for no dates). */
const rangeText = ({ from, to }: ReportRange) => (from || to ? ` ${from ?? ''}..${to ?? ''}` : '');

const sortOf = <Key extends string>(sort: Key | undefined, order: 'asc' | 'desc' | undefined) =>
  sort ? { key: sort, direction: order ?? 'asc' } : null;

/** Registered beside the statistics routes (app.ts), not inside them: it reads their date range rule. */
export default async function statisticsExportRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/export/countryOrders.csv',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Country Order List as CSV: the date range, search (country) and sort of the table',
        querystring: Type.Object({
          ...DateRange.properties,
          search: Search,
          sort: Type.Optional(
            StringEnum(['citizenship', 'count', 'standard_count', 'priority_count', 'future_count']),
          ),
          order: Order,
        }),
        produces: ['text/csv'],
        response: { 200: CsvFile, ...errorResponses, ...exportBusyResponses },
      },
    },
    async (request, reply) => {
      const { search, sort, order } = request.query;
      const range = rangeOf(request.query);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      const rows = await countryOrders(app.db, range);
      const listed = reportRows(rows, COUNTRY_VIEW, search ?? '', sortOf(sort, order));
      return sendCsv(reply, {
        filename: rangedFileName('country-orders', range),
        columns: COUNTRY_ORDER_COLUMNS,
        batches: auditedExport(app.db, request, `report countryOrders${rangeText(range)}`, once(listed)),
      });
    },
  );

  app.get(
    '/admin/export/processedBy.csv',
    {
      config: { roles: SCREEN_ROLES.processedBy },
      schema: {
        tags: ['statistics'],
        summary: 'Order Processed as CSV: the date range, search (name) and sort of the table',
        querystring: Type.Object({
          ...DateRange.properties,
          search: Search,
          sort: Type.Optional(StringEnum(['processed_by', 'count'])),
          order: Order,
        }),
        produces: ['text/csv'],
        response: { 200: CsvFile, ...errorResponses, ...exportBusyResponses },
      },
    },
    async (request, reply) => {
      const { search, sort, order } = request.query;
      const range = rangeOf(request.query);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      const rows = await processedBy(app.db, range);
      const listed = reportRows(rows, PROCESSED_BY_VIEW, search ?? '', sortOf(sort, order));
      return sendCsv(reply, {
        filename: rangedFileName('processed-by', range),
        columns: PROCESSED_BY_COLUMNS,
        batches: auditedExport(
          app.db,
          request,
          `report processedBy${rangeText(range)}`,
          once(listed.map((row, index) => ({ ...row, serial: index + 1 }))),
        ),
      });
    },
  );
}
