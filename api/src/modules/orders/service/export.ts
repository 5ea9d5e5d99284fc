import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FolderName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { invalid } from '../../../platform/errors';
import { orderBatches, type ExportQuery as BatchQuery } from '../repository/exportRows';
import { MIN_SEARCH, type ExportQuery } from '../schemas/lists';
import { auditedExport } from './heavyCalls';
import { listContext, parseFilter } from './lists';
import { serializeRow } from './serialize';
import { WRITE_SLICE } from './streamedPage';

/** An Export CSV asked for, checked: the list's query without a page, and what the file and record say. */
export interface FolderExport {
  query: BatchQuery;
  /** My Orders rather than the folder. */
  mine: boolean;
  /** The search box's text, trimmed ('' when none). */
  text: string;
}

/** Checks an export (filters, search text) before a slot is taken or anything read. */
export function folderExport(folder: FolderName, asked: ExportQuery, memberId: number): FolderExport {
  const { userName, sort, order, processMonth, search, after: _after, before: _before, ...filters } = asked;
  const filter = parseFilter(filters);
  const text = search?.trim() ?? '';
  if (text.length > 0 && text.length < MIN_SEARCH) {
    throw invalid(`Type at least ${MIN_SEARCH} characters to search.`);
  }
  const ctx = listContext(folder, userName, memberId);
  const query: BatchQuery = {
    folder,
    ctx,
    sort,
    order,
    processMonth: folder === 'futureOrder' ? processMonth : undefined,
    search: text || undefined,
    filter,
  };
  return { query, mine: ctx.memberId !== undefined, text };
}

/**
 * Every row of the export as the table shows them, read in batches, recorded as an 'export' when it ends
 * (what the record needs of the request is taken now). A batch read at once is written a slice at a time
 * (sendCsv lets the event loop run between).
 */
export function exportedRows(
  db: Kysely<Database>,
  request: FastifyRequest,
  { query, mine, text }: FolderExport,
) {
  const searched = text ? `, search "${text.slice(0, 50)}"` : '';
  const what = `folder ${query.folder}${mine ? ' (My Orders)' : ''}${searched}`;
  const audited = auditedExport(db, request, what, orderBatches(db, query));
  return (async function* serialized() {
    for await (const batch of audited)
      for (let at = 0; at < batch.length; at += WRITE_SLICE)
        yield batch.slice(at, at + WRITE_SLICE).map(serializeRow);
  })();
}
