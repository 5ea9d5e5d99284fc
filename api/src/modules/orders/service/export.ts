import type { Kysely } from 'kysely';
import type { FolderName } from '@earrival/shared/types';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import { invalid } from '../../../platform/errors';
import { rangedFileName } from '../../../platform/http/csv';
import { monthName } from '@earrival/shared/dates';
import { membersMatching } from '../repository/assignees';
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
 * A word of a file name: lower-case ASCII letters and digits with dashes between, accents dropped
 * ("Côte d'Ivoire" -> "cote-d-ivoire"), at most 40 characters.
 */
export function fileNameWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/**
 * The export's file name says what it holds: the folder (My Orders as myOrders), then what narrows it
 * (the Future Order month, citizenship, processing mode, assignee, "search"), then the created range, or
 * today's date without one: 'pendingOrder-argentina-2026-11-01_2026-11-30.csv',
 * 'newOrder-priority-unassigned-search-2026-12-01.csv'.
 */
export async function exportFileName(
  db: Kysely<Database>,
  { query, mine, text }: FolderExport,
): Promise<string> {
  const { filter } = query;
  const assignee = filter?.assignee;
  let member: string | undefined;
  if (assignee === 'none') member = 'unassigned';
  else if (assignee !== undefined) {
    const [found] = await membersMatching(db, { id: assignee });
    member = found ? fileNameWord(found.name) || `member-${assignee}` : `member-${assignee}`;
  }
  const words = [
    mine ? 'myOrders' : query.folder,
    query.processMonth && fileNameWord(monthName(query.processMonth)),
    filter?.citizenship && fileNameWord(filter.citizenship),
    filter?.mode && (filter.mode === 'Priority Processing' ? 'priority' : 'standard'),
    member,
    text && 'search',
  ].filter((word): word is string => Boolean(word));
  return rangedFileName(words.join('-'), { from: filter?.createdFrom, to: filter?.createdTo });
}

/**
 * Every row of the export as the table shows them, read in batches, recorded as the actor's 'export' when
 * it ends. A batch read at once is written a slice at a time (sendCsv lets the event loop run between).
 */
export function exportedRows(db: Kysely<Database>, actor: Actor, { query, mine, text }: FolderExport) {
  const searched = text ? `, search "${text.slice(0, 50)}"` : '';
  const what = `folder ${query.folder}${mine ? ' (My Orders)' : ''}${searched}`;
  const audited = auditedExport(db, actor, what, orderBatches(db, query));
  return (async function* serialized() {
    for await (const batch of audited)
      for (let at = 0; at < batch.length; at += WRITE_SLICE)
        yield batch.slice(at, at + WRITE_SLICE).map(serializeRow);
  })();
}
