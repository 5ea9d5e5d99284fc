import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FOLDER_COLUMN_SET, orderTextColumns } from '@earrival/shared/columns';
import { errorResponses, failure } from '../../../platform/http/schemas';
import { sendCsv } from '../../../platform/http/csv';
import { CsvFile, ExportQuery, ListParams, MIN_SEARCH } from '../schemas/lists';
import { exportFileName, exportedRows, folderExport } from '../service/export';
import { EXPORT_LIMITS, exportSlots } from '../service/heavyCalls';
import { holdSlot } from './heavyCalls';
import { checkFolderAccess } from './lists';

/** What an export answers when too many run: the member's own (429) or the process's (503). */
export const exportBusyResponses = {
  429: failure(
    `The member already has ${EXPORT_LIMITS.perMember} exports running: status 0, with Retry-After`,
  ),
  503: failure(
    `The process already runs ${EXPORT_LIMITS.perProcess} exports (or the database is down): status 0, with Retry-After`,
  ),
};

/** Export CSV of every queue and search result: the list call's rows, all of them, as the table shows them. */
export default async function exportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/export/:orderName.csv',
    {
      schema: {
        tags: ['lists'],
        summary: "A folder's orders as CSV, with the list's filters, search and sort (streamed)",
        description:
          'The same parameters, filters and role rules as get-orders-list (no page: every matching row), plus search ' +
          `(as search-order; 1..${MIN_SEARCH - 1} characters: 400). Columns and date formats are the table's. ` +
          'UTF-8 with a BOM; cells starting with =, +, - or @ get a leading single quote. ' +
          'Content-Disposition names the file after what it holds: <folder>[-<month>][-<citizenship>][-priority|-standard]' +
          "[-unassigned|-<member>][-search]-<createdFrom>_<createdTo>.csv (an open end 'start' or today), or " +
          '-<YYYY-MM-DD> (today) with no created range, e.g. pendingOrder-argentina-2026-11-01_2026-11-30.csv. ' +
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
      await checkFolderAccess(request, orderName);
      const exported = folderExport(orderName, request.query, request.member.id);
      await holdSlot(exportSlots, 'Export CSV', app.db, request, reply);
      return sendCsv(reply, {
        filename: await exportFileName(app.db, exported),
        columns: orderTextColumns(FOLDER_COLUMN_SET[orderName]),
        batches: exportedRows(app.db, request.actor, exported),
      });
    },
  );
}
