import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FolderName } from '@earrival/shared/types';
import { FOLDER_COLUMN_SET, orderTextColumns } from '@earrival/shared/columns';
import { errorResponses, failure } from '../../platform/http/schemas';
import { invalid } from '../../platform/http/errors';
import { sendCsv, today } from '../../platform/http/csv';
import { serializeRow } from './serialize';
import { ListParams, ListQuery, MIN_SEARCH, checkFolderAccess, listContext, parseFilter } from './lists';
import { orderBatches } from './repository/exportRows';
import { WRITE_SLICE } from './streamedPage';
import { EXPORT_LIMITS, auditedExport, exportSlots, holdSlot } from './heavyCalls';

// The list's own query (filters and sort) without its page, plus the search box's text.
const { page: _page, limit: _limit, delay: _delay, ...listFilters } = ListQuery.properties;
const ExportQuery = Type.Object({
  ...listFilters,
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `The search box's text: order id, name, e-mail or telephone (substring, ${MIN_SEARCH}+ characters)`,
    }),
  ),
});

export const CsvFile = Type.String({ description: 'text/csv; charset=utf-8, starting with a UTF-8 BOM' });

/** What an export answers when too many run: the member's own (429) or the process's (503). */
export const exportBusyResponses = {
  429: failure(
    `The member already has ${EXPORT_LIMITS.perMember} exports running: status 0, with Retry-After`,
  ),
  503: failure(
    `The process already runs ${EXPORT_LIMITS.perProcess} exports (or the database is down): status 0, with Retry-After`,
  ),
};

/** The file's name: the folder (My Orders as myOrders), 'search' when searched, and today's date. */
function fileName(folder: FolderName, mine: boolean, searched: boolean) {
  return `${mine ? 'myOrders' : folder}${searched ? '-search' : ''}-${today()}.csv`;
}

/** Export CSV of every queue and search result: the list call's rows, all of them, as the table shows them. */
export default async function exportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/export/:orderName.csv',
    {
      schema: {
        tags: ['orders'],
        summary: "A folder's orders as CSV, with the list's filters, search and sort (streamed)",
        description:
          'The same parameters, filters and role rules as get-orders-list (no page: every matching row), plus search ' +
          `(as search-order; 1..${MIN_SEARCH - 1} characters: 400). Columns and date formats are the table's. ` +
          'UTF-8 with a BOM; cells starting with =, +, - or @ get a leading single quote. ' +
          'Content-Disposition names the file <folder>[-search]-<YYYY-MM-DD>.csv. ' +
          `At most ${EXPORT_LIMITS.perMember} exports per member (429) and ${EXPORT_LIMITS.perProcess} per API process ` +
          '(503) run at once, the statistics exports included.',
        params: ListParams,
        querystring: ExportQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile, ...errorResponses, ...exportBusyResponses },
      },
    },
    async (request, reply) => {
      const { orderName } = request.params;
      const {
        userName,
        sort,
        order,
        processMonth,
        search,
        after: _after,
        before: _before,
        ...asked
      } = request.query;
      await checkFolderAccess(request, orderName);
      const filter = parseFilter(asked);
      const text = search?.trim() ?? '';
      if (text.length > 0 && text.length < MIN_SEARCH) {
        throw invalid(`Type at least ${MIN_SEARCH} characters to search.`);
      }
      const ctx = listContext(orderName, userName, request.member.id);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      const rows = orderBatches(app.db, {
        folder: orderName,
        ctx,
        sort,
        order,
        processMonth: orderName === 'futureOrder' ? processMonth : undefined,
        search: text || undefined,
        filter,
      });
      const mine = ctx.memberId !== undefined ? ' (My Orders)' : '';
      const searched = text ? `, search "${text.slice(0, 50)}"` : '';
      const audited = auditedExport(app.db, request, `folder ${orderName}${mine}${searched}`, rows);
      // A batch read at once is written a slice at a time (sendCsv lets the event loop run between).
      async function* serialized() {
        for await (const batch of audited)
          for (let at = 0; at < batch.length; at += WRITE_SLICE)
            yield batch.slice(at, at + WRITE_SLICE).map(serializeRow);
      }
      return sendCsv(reply, {
        filename: fileName(orderName, ctx.memberId !== undefined, text.length > 0),
        columns: orderTextColumns(FOLDER_COLUMN_SET[orderName]),
        batches: serialized(),
      });
    },
  );
}
