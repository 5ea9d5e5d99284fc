import type { Kysely } from 'kysely';
import { FOLDER_NAMES, type FolderName, type Role } from '@earrival/shared/types';
import { reportRangeProblem, type ReportRange } from '@earrival/shared/dateRange';
import { mayOpen } from '@earrival/shared/policy';
import { DEFAULT_ORDER_SORT } from '@earrival/shared/columns';
import type { Database } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { invalid } from '../../../platform/errors';
import { futureMonths, listTotal, ordersByCitizenship } from '../repository/counts';
import { inAnyList, nextMonthStart } from '../repository/folders';
import {
  decodeCursor,
  listOrders,
  needsCountedTotal,
  type Keyset,
  type ListFilter,
  type ListQuery as PageQuery,
} from '../repository/lists';
import type { OrderListRow } from '../schemas/order';
import { MAX_OFFSET, MIN_SEARCH, type FilterInput, type ListQuery, type SearchBody } from '../schemas/lists';
import { sentThroughResponseSchema } from './serialize';
import { STREAMED_PAGE_FROM, streamedPage, type RowWriter } from './streamedPage';

// Plain reads: the counts and the assignee filter's members answer as the repository reads them.
export { folderCounts } from '../repository/counts';
export { orderAssignees } from '../repository/assignees';

/** Future Order tiles: how many future orders per process month, all twelve months. */
export async function futureMonthCounts({ db }: Pick<Deps, 'db'>) {
  const byMonth = new Map((await futureMonths(db)).map((r) => [r.month, r.count]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = String(i + 1).padStart(2, '0');
    return { month, count: byMonth.get(month) ?? 0 };
  });
}

/** Orders per citizenship created in the range: by mode, and how many of them Future Order holds now. */
export const citizenshipCounts = ({ db }: Pick<Deps, 'db'>, range: ReportRange) =>
  ordersByCitizenship(db, range);

/**
 * Whether the order exists and whether the member may open it: whether a list their role opens holds it
 * (Order History, which holds every order, only for the roles the role policy gives it; My Orders only
 * the member's own).
 */
export async function orderAccess(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  member: { id: number; type: Role },
): Promise<'missing' | 'open' | 'closed'> {
  const lists = FOLDER_NAMES.filter(
    (folder) => folder !== 'allOrder' || mayOpen('orderHistory', member.type),
  );
  const listed = await inAnyList(db, orderId, [
    ...lists.map((folder) => ({ folder })),
    { folder: 'newOrder', memberId: member.id },
  ]);
  return listed === null ? 'missing' : listed ? 'open' : 'closed';
}

const INVALID_CURSOR = 'Invalid cursor: it belongs to another sort or list. Reload the list.';
/** Offsets up to here are walked from the start whatever the folder's size; deeper, from the nearer end. */
const MIRROR_FROM = 10_000;

const ASSIGNEE = /^(none|[1-9][0-9]{0,8})$/;

/** The filter a request asked for, checked: a clear 400 for an assignee or a day that cannot be. */
export function parseFilter(input: FilterInput): ListFilter | undefined {
  const { assignee, citizenship, mode, createdFrom, createdTo } = input;
  if (assignee !== undefined && !ASSIGNEE.test(assignee))
    throw invalid(`Invalid assignee: a member's id or none, got '${assignee.slice(0, 20)}'`);
  const problem = reportRangeProblem(
    { from: createdFrom, to: createdTo },
    { from: 'createdFrom', to: 'createdTo' },
  );
  if (problem) throw invalid(problem);
  const place = citizenship?.trim();
  const filter: ListFilter = {
    assignee: assignee === undefined ? undefined : assignee === 'none' ? 'none' : Number(assignee),
    citizenship: place || undefined,
    mode,
    createdFrom,
    createdTo,
  };
  return Object.values(filter).some((value) => value !== undefined) ? filter : undefined;
}

/** Which orders a folder holds for this call: My Orders is the signed-in member's (userName only asks for it). */
export function listContext(folder: FolderName, userName: string | undefined, memberId: number) {
  return { nextMonth: nextMonthStart(), memberId: folder === 'newOrder' && userName ? memberId : undefined };
}

/** A list page asked for, checked: the query, where a cursor starts it, and whether it is streamed. */
export interface ListPage {
  query: PageQuery;
  keyset: Keyset | undefined;
  streamed: boolean;
}

/** Checks a list call (filters, depth, cursors) before anything is read: each refusal a clear 400. */
export function listPage(folder: FolderName, asked: ListQuery, memberId: number): ListPage {
  const { page, limit, userName, sort, order, processMonth, after, before, delay: _, ...filters } = asked;
  const filter = parseFilter(filters);
  const offset = (page - 1) * limit;
  if (offset > MAX_OFFSET) throw invalid('Invalid page: too far');
  if (after && before) throw invalid('Send after or before, not both.');
  const cursor = after ?? before;
  const position = cursor ? decodeCursor(cursor, folder, sort) : null;
  if (cursor && !position) throw invalid(INVALID_CURSOR);
  const streamed = limit >= STREAMED_PAGE_FROM;
  if (streamed && before)
    throw invalid(`A previous page (before=) holds at most ${STREAMED_PAGE_FROM - 1} rows.`);
  const query: PageQuery = {
    folder,
    ctx: listContext(folder, userName, memberId),
    sort,
    order,
    offset,
    limit,
    processMonth: folder === 'futureOrder' ? processMonth : undefined,
    filter,
  };
  const keyset = position
    ? { ...position, direction: after ? ('after' as const) : ('before' as const) }
    : undefined;
  return { query, keyset, streamed };
}

/** A cursor whose values are no date or time (made by hand): PostgreSQL's data exception class. */
function refusedCursor(keyset: Keyset | undefined) {
  return (error: unknown): never => {
    if (keyset && /^22/.test(String((error as { code?: unknown }).code))) throw invalid(INVALID_CURSOR);
    throw error;
  };
}

/** A checked list page of STREAMED_PAGE_FROM rows or more, as JSON text streamed as it is read. */
export function streamListPage(db: Kysely<Database>, { query, keyset }: ListPage, writeRow: RowWriter) {
  const total = listTotal(db, query).then((counted) => counted.total);
  const page = { query, offset: query.offset, limit: query.limit, after: keyset, total };
  return streamedPage(db, page, writeRow).catch(refusedCursor(keyset));
}

/**
 * A checked list page's rows, total and cursors, with totalCapped only where the total can be capped (a
 * filter counted like search): an unfiltered list's answer stays { status, message, data, total, cursors }.
 */
export async function readListPage(db: Kysely<Database>, { query, keyset }: ListPage) {
  const { rows, cursors, total, capped } = await folderPage(db, query, keyset).catch(refusedCursor(keyset));
  const extras = needsCountedTotal(query.filter) ? { totalCapped: capped, cursors } : { cursors };
  return { rows: sentThroughResponseSchema(rows), total, extras };
}

/**
 * One page of a folder and the folder's total. From a cursor: a keyset walk. By page number: an offset
 * walk from the start, or, for a page in the far half of a big folder (the last pages), the mirrored
 * offset walked from the end in the opposite order, so the last page costs what the first does.
 */
export async function folderPage(
  db: Kysely<Database>,
  query: PageQuery,
  keyset: Keyset | undefined,
  mirrorFrom = MIRROR_FROM,
) {
  const totalOf = () => listTotal(db, query);
  if (keyset || query.offset < mirrorFrom) {
    // Two independent reads: on PostgreSQL they run side by side on two pooled connections.
    const [page, counted] = await Promise.all([listOrders(db, { ...query, keyset }), totalOf()]);
    return { ...page, ...counted };
  }
  const counted = await totalOf();
  const { total, capped } = counted;
  const fromEnd = total - query.offset - query.limit;
  // A capped total has no known end to walk back from.
  if (capped || query.offset <= total / 2 || query.offset >= total)
    return { ...(await listOrders(db, query)), ...counted };
  const mirrored = await listOrders(db, {
    ...query,
    order: query.order === 'asc' ? 'desc' : 'asc',
    offset: Math.max(0, fromEnd),
    limit: query.limit + Math.min(0, fromEnd),
  });
  const rows = mirrored.rows.reverse();
  const cursors = mirrored.cursors && { before: mirrored.cursors.after, after: mirrored.cursors.before };
  return { rows, cursors, total, capped };
}

/**
 * Searches a folder (rows start..end-1, newest first) and counts the matches up to the cap. A text of 1
 * or 2 characters finds nothing (null): the trigram index needs MIN_SEARCH, and a shorter substring would
 * scan every order.
 */
export async function searchFolder(
  db: Kysely<Database>,
  body: SearchBody,
  memberId: number,
): Promise<{ rows: OrderListRow[]; total: number; capped: boolean } | null> {
  const { start, end, searchVal, folderName, userName, ...filters } = body;
  const filter = parseFilter(filters);
  if (end < start || end - start > 500) throw invalid('Invalid start/end: at most 500 rows from start');
  const text = searchVal.trim();
  if (text.length > 0 && text.length < MIN_SEARCH) return null;
  const ctx = listContext(folderName, userName, memberId);
  const search = text || undefined;
  const [{ rows }, counted] = await Promise.all([
    listOrders(db, {
      folder: folderName,
      ctx,
      sort: DEFAULT_ORDER_SORT.key,
      order: DEFAULT_ORDER_SORT.direction,
      offset: start,
      limit: end - start,
      search,
      filter,
    }),
    listTotal(db, { folder: folderName, ctx, search, filter }),
  ]);
  return { rows: sentThroughResponseSchema(rows), total: counted.total, capped: counted.capped };
}
