import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { FolderName, OrderCounts, OrderSortColumn } from '@earrival/shared/types';
import { mayOpen } from '@earrival/shared/policy';
import { reportRangeProblem } from '@earrival/shared/dateRange';
import {
  Envelope,
  FolderName as Folder,
  ListEnvelope,
  Nullable,
  StringEnum,
  errorResponses,
  failure,
} from '../../platform/http/schemas';
import { folderCounts, listTotal } from './repository/counts';
import {
  SEARCH_COUNT_CAP,
  SORT_COLUMNS,
  decodeCursor,
  listOrders,
  needsCountedTotal,
  type Keyset,
  type ListFilter,
  type ListQuery as PageQuery,
} from './repository/lists';
import { orderAssignees } from './repository/assignees';
import { COUNT_FIELDS, nextMonthStart } from './repository/folders';
import { invalid } from '../../platform/http/errors';
import { requireRole } from '../auth/gate';
import { ok, okList } from '../../platform/http/reply';
import type { Database } from '../../platform/db/schema';
import { OrderListRow } from './schemas';
import { sentThroughResponseSchema } from './serialize';
import { STREAMED_PAGE_FROM, sendStreamedPage } from './streamedPage';
import { LARGE_LIST_LIMITS, LARGE_LIST_ROWS, holdSlot, largeListSlots } from './heavyCalls';

/** The most rows one list call answers (the screens ask for at most 500; other clients may ask for more). */
export const MAX_LIMIT = 100_000;
const MAX_OFFSET = 10_000_000;
/** Shortest substring the trigram index can serve. */
export const MIN_SEARCH = 3;
const INVALID_CURSOR = 'Invalid cursor: it belongs to another sort or list. Reload the list.';
/** Offsets up to here are walked from the start whatever the folder's size; deeper, from the nearer end. */
const MIRROR_FROM = 10_000;

const UserName = Type.String({ maxLength: 200, description: "With newOrder: that member's My Orders" });

/** The fourteen counts, named as the shared OrderCounts type names them. */
const Counts = Type.Unsafe<OrderCounts>(
  Type.Object(
    Object.fromEntries(
      [...Object.values(COUNT_FIELDS), 'myOrdersCount'].map((field) => [field, Type.Integer()]),
    ),
  ),
);

export const ListParams = Type.Object({ orderName: Folder });

/** The list filters (the queue screens keep them in the address under the same names). */
export const FilterQuery = {
  assignee: Type.Optional(
    Type.String({
      maxLength: 20,
      description: "A member's id (see get-order-assignees), or none: nobody assigned",
    }),
  ),
  citizenship: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Citizenship, the whole name, any case' }),
  ),
  mode: Type.Optional(StringEnum(['Regular Processing', 'Priority Processing'] as const)),
  createdFrom: Type.Optional(
    Type.String({ maxLength: 10, description: 'First day created, YYYY-MM-DD (UTC), inclusive' }),
  ),
  createdTo: Type.Optional(
    Type.String({ maxLength: 10, description: 'Last day created, YYYY-MM-DD (UTC), inclusive' }),
  ),
};
type FilterInput = { [K in keyof typeof FilterQuery]?: Static<(typeof FilterQuery)[K]> };

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

export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 10 }),
  delay: Type.Optional(Type.Integer({ description: 'Sent by the screens (always 1); ignored' })),
  userName: Type.Optional(UserName),
  sort: StringEnum(Object.keys(SORT_COLUMNS) as OrderSortColumn[], { default: 'order_id' }),
  order: StringEnum(['asc', 'desc'], { default: 'desc' }),
  processMonth: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])$', description: 'futureOrder only' })),
  after: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        "Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed.",
    }),
  ),
  before: Type.Optional(
    Type.String({ maxLength: 1000, description: "Previous page: the answer's cursors.before." }),
  ),
  ...FilterQuery,
});

/** What a list or search answers beside the rows. */
const ListExtras = {
  totalCapped: Type.Optional(
    Type.Boolean({
      description: `A search, or a list filtered by citizenship or created days: true when more than ${SEARCH_COUNT_CAP} orders match (total is then ${SEARCH_COUNT_CAP}: "${SEARCH_COUNT_CAP.toLocaleString('en-US')}+")`,
    }),
  ),
  cursors: Type.Optional(
    Nullable(
      Type.Object({
        before: Type.String({ description: 'Send as before= for the previous page' }),
        after: Type.String({ description: 'Send as after= for the next page' }),
      }),
      { description: 'Keyset cursors of this page (null when it is empty)' },
    ),
  ),
};

const SearchBody = Type.Object({
  start: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  end: Type.Integer({ minimum: 0, maximum: MAX_OFFSET + 500, default: 10 }),
  searchVal: Type.String({ maxLength: 200 }),
  folderName: Folder,
  userName: Type.Optional(UserName),
  ...FilterQuery,
});

/** Order History (allOrder) is a restricted screen: a role that may not open it gets no list or search of it. */
export async function checkFolderAccess(request: FastifyRequest, folder: FolderName): Promise<void> {
  if (folder !== 'allOrder') return;
  await requireRole(
    request,
    (role) => mayOpen('orderHistory', role),
    (role) => `Order History is not available to the ${role} role.`,
  );
}

/** Which orders a folder holds for this call: My Orders is the signed-in member's (userName only asks for it). */
export function listContext(folder: FolderName, userName: string | undefined, memberId: number) {
  return { nextMonth: nextMonthStart(), memberId: folder === 'newOrder' && userName ? memberId : undefined };
}

export default async function listRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/get-all-folder-count',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary: 'All fourteen folder counts (myOrdersCount for userName)',
        querystring: Type.Object({ userName: Type.Optional(UserName) }),
        response: { 200: Envelope(Counts), ...errorResponses },
      },
    },
    async (request) => ok(await folderCounts(app.db, request.query.userName ? request.member.id : undefined)),
  );

  app.get(
    '/admin/get-order-assignees',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary: "The members who have orders assigned: the lists' assignee filter",
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                orders: Type.Integer({ description: 'Orders assigned to the member now' }),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async () => ok(await orderAssignees(app.db)),
  );

  app.get(
    '/admin/get-orders-list/:orderName',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary:
          'One page of a folder, sorted on the server: data is the rows, total (beside it) the folder size',
        description:
          `limit: 1..${MAX_LIMIT} rows (the screens ask for 10..500; their 'All' fetches the folder 500 rows at a time). ` +
          `A page of more than ${STREAMED_PAGE_FROM - 1} rows is read in batches and streamed (the same answer; before= is then refused). ` +
          'newOrder with userName = My Orders. processMonth (01..12) filters futureOrder by process month. ' +
          'Filters inside the folder: assignee (member id or none), citizenship, mode, createdFrom/createdTo (UTC days). ' +
          `With citizenship or created days the total is counted up to ${SEARCH_COUNT_CAP} (then totalCapped). ` +
          'Default sort: order_id desc. ' +
          `Pages of more than ${LARGE_LIST_ROWS} rows: at most ${LARGE_LIST_LIMITS.perMember} per member (429) and ` +
          `${LARGE_LIST_LIMITS.perProcess} per API process (503) load at once.`,
        params: ListParams,
        querystring: ListQuery,
        response: {
          200: ListEnvelope(OrderListRow, ListExtras),
          ...errorResponses,
          429: failure(
            `The member already has ${LARGE_LIST_LIMITS.perMember} pages of more than ${LARGE_LIST_ROWS} rows loading: status 0, with Retry-After`,
          ),
          503: failure(
            `The process already loads ${LARGE_LIST_LIMITS.perProcess} pages of more than ${LARGE_LIST_ROWS} rows (or the database is down): status 0, with Retry-After`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { orderName } = request.params;
      const { page, limit, userName, sort, order, processMonth, after, before, ...asked } = request.query;
      await checkFolderAccess(request, orderName);
      const filter = parseFilter(asked);
      const offset = (page - 1) * limit;
      if (offset > MAX_OFFSET) throw invalid('Invalid page: too far');
      if (after && before) throw invalid('Send after or before, not both.');
      const cursor = after ?? before;
      const position = cursor ? decodeCursor(cursor, orderName, sort) : null;
      if (cursor && !position) throw invalid(INVALID_CURSOR);
      const query: PageQuery = {
        folder: orderName,
        ctx: listContext(orderName, userName, request.member.id),
        sort,
        order,
        offset,
        limit,
        processMonth: orderName === 'futureOrder' ? processMonth : undefined,
        filter,
      };
      const keyset: Keyset | undefined = position
        ? { ...position, direction: after ? 'after' : 'before' }
        : undefined;
      // A cursor whose values are no date or time (made by hand): PostgreSQL's data exception class.
      const refusedCursor = (error: unknown) => {
        if (keyset && /^22/.test(String((error as { code?: unknown }).code))) throw invalid(INVALID_CURSOR);
        throw error;
      };
      if (limit >= STREAMED_PAGE_FROM && before)
        throw invalid(`A previous page (before=) holds at most ${STREAMED_PAGE_FROM - 1} rows.`);
      if (limit > LARGE_LIST_ROWS)
        await holdSlot(largeListSlots, `List of more than ${LARGE_LIST_ROWS} rows`, app.db, request, reply);
      if (limit >= STREAMED_PAGE_FROM) {
        const total = listTotal(app.db, query).then((counted) => counted.total);
        const page = { query, offset, limit, after: keyset, total };
        return sendStreamedPage(app.db, reply, page).catch(refusedCursor);
      }
      const { rows, cursors, total, capped } = await folderPage(app.db, query, keyset).catch(refusedCursor);
      // totalCapped only where the total can be capped (a filter counted like search): an unfiltered
      // list's answer stays { status, message, data, total, cursors }.
      const extras = needsCountedTotal(filter) ? { totalCapped: capped, cursors } : { cursors };
      return { ...okList(sentThroughResponseSchema(rows), total), ...extras };
    },
  );

  app.post(
    '/admin/search-order',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary: 'Search a folder by order id, name, e-mail or telephone (substring, case-insensitive)',
        description:
          'start/end: zero-based row offsets, end exclusive (rows start..end-1, at most 500). ' +
          'data is the rows; total (beside it) is how many orders of the folder match, counted exactly up to ' +
          `${SEARCH_COUNT_CAP}; beyond, total is ${SEARCH_COUNT_CAP} and totalCapped is true (the pager shows "${SEARCH_COUNT_CAP.toLocaleString('en-US')}+"). ` +
          'Newest orders first. An empty searchVal lists the folder. A searchVal of 1 or 2 characters finds ' +
          'nothing (status 1, empty list, a message asking for 3): the trigram index needs 3 characters, and ' +
          'a shorter substring would scan every order.',
        body: SearchBody,
        response: { 200: ListEnvelope(OrderListRow, ListExtras), ...errorResponses },
      },
    },
    async (request) => {
      const { start, end, searchVal, folderName, userName, ...asked } = request.body;
      await checkFolderAccess(request, folderName);
      const filter = parseFilter(asked);
      if (end < start || end - start > 500) throw invalid('Invalid start/end: at most 500 rows from start');
      const text = searchVal.trim();
      if (text.length > 0 && text.length < MIN_SEARCH) {
        return { ...okList([], 0, `Type at least ${MIN_SEARCH} characters to search.`), totalCapped: false };
      }
      const ctx = listContext(folderName, userName, request.member.id);
      const search = text || undefined;
      const [{ rows }, counted] = await Promise.all([
        listOrders(app.db, {
          folder: folderName,
          ctx,
          sort: 'order_id',
          order: 'desc',
          offset: start,
          limit: end - start,
          search,
          filter,
        }),
        listTotal(app.db, { folder: folderName, ctx, search, filter }),
      ]);
      return { ...okList(sentThroughResponseSchema(rows), counted.total), totalCapped: counted.capped };
    },
  );
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
