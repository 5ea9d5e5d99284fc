import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FolderName, OrderCounts, OrderSortColumn, Role } from '@earrival/shared/types';
import { mayOpen } from '@earrival/shared/policy';
import { Envelope, FolderName as Folder, ListEnvelope, StringEnum, errorResponses } from '../../schemas';
import { folderCounts, folderTotal } from './repository/counts';
import { SORT_COLUMNS, countMatches, listOrders } from './repository/lists';
import { COUNT_FIELDS, nextMonthStart } from './repository/folders';
import { forbidden, invalid } from '../../errors';
import { ok, okList } from '../../http/reply';
import { OrderListRow } from './schemas';
import { serializeRow } from './serialize';

/** A page is at most 500 rows; the 'All' choice sends the folder's total, allowed up to this cap. */
export const MAX_LIMIT = 100_000;
const MAX_OFFSET = 10_000_000;
/** Shortest substring the trigram index can serve. */
const MIN_SEARCH = 3;
/**
 * How long a search's total may take on PostgreSQL. Counting a common text reads most of the folder
 * (hundreds of ms at a few hundred thousand orders) while its page takes a few ms; past this budget the
 * total is a lower bound and the message says so. The embedded database (small, one connection) counts
 * exactly.
 */
const SEARCH_COUNT_BUDGET_MS = 200;
const TOO_MANY_TO_COUNT =
  'Many orders match: the total shown is a lower bound. Type more of the name, e-mail or number to narrow it.';

const UserName = Type.String({ maxLength: 200, description: "With newOrder: that member's My Orders" });

/** The fourteen counts, named as the shared OrderCounts type names them. */
const Counts = Type.Unsafe<OrderCounts>(
  Type.Object(
    Object.fromEntries(
      [...Object.values(COUNT_FIELDS), 'myOrdersCount'].map((field) => [field, Type.Integer()]),
    ),
  ),
);

const ListParams = Type.Object({ orderName: Folder });

const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 10 }),
  delay: Type.Optional(Type.Integer({ description: 'Sent by the screens (always 1); ignored' })),
  userName: Type.Optional(UserName),
  sort: StringEnum(Object.keys(SORT_COLUMNS) as OrderSortColumn[], { default: 'order_id' }),
  order: StringEnum(['asc', 'desc'], { default: 'desc' }),
  processMonth: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])$', description: 'futureOrder only' })),
});

const SearchBody = Type.Object({
  start: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  end: Type.Integer({ minimum: 0, maximum: MAX_OFFSET + 500, default: 10 }),
  searchVal: Type.String({ maxLength: 200 }),
  folderName: Folder,
  userName: Type.Optional(UserName),
});

/** Order History (allOrder) is a restricted screen: a role that may not open it gets no list or search of it. */
function checkFolderAccess(folder: FolderName, role: Role) {
  if (folder === 'allOrder' && !mayOpen('orderHistory', role))
    throw forbidden(`Order History is not available to the ${role} role.`);
}

export default async function listRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/get-all-folder-count',
    {
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
    '/admin/get-orders-list/:orderName',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One page of a folder, sorted on the server: data is the rows, total (beside it) the folder size',
        description:
          `limit: a page is normally 10..500 rows; the 'All' choice sends the folder's total, accepted up to ${MAX_LIMIT}. ` +
          'newOrder with userName = My Orders. processMonth (01..12) filters futureOrder by process month. ' +
          'Default sort: order_id desc.',
        params: ListParams,
        querystring: ListQuery,
        response: { 200: ListEnvelope(OrderListRow), ...errorResponses },
      },
    },
    async (request) => {
      const { orderName } = request.params;
      const { page, limit, userName, sort, order, processMonth } = request.query;
      checkFolderAccess(orderName, request.member.type);
      const offset = (page - 1) * limit;
      if (offset > MAX_OFFSET) throw invalid('Invalid page: too far');
      const ctx = {
        nextMonth: nextMonthStart(),
        // My Orders is the signed-in member's: userName only asks for it, its text is not trusted.
        memberId: orderName === 'newOrder' && userName ? request.member.id : undefined,
      };
      const month = orderName === 'futureOrder' ? processMonth : undefined;
      // Two independent reads: on PostgreSQL they run side by side on two pooled connections.
      const [rows, total] = await Promise.all([
        listOrders(app.db, { folder: orderName, ctx, sort, order, offset, limit, processMonth: month }),
        folderTotal(app.db, orderName, ctx, month),
      ]);
      return okList(rows.map(serializeRow), total);
    },
  );

  app.post(
    '/admin/search-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search a folder by order id, name, e-mail or telephone (substring, case-insensitive)',
        description:
          'start/end: zero-based row offsets, end exclusive (rows start..end-1, at most 500). ' +
          'data is the rows; total (beside it) is how many orders of the folder match. When counting takes ' +
          `longer than ${SEARCH_COUNT_BUDGET_MS} ms (a very common text), total is a lower bound and the message says so. ` +
          'Newest orders first. An empty searchVal lists the folder. A searchVal of 1 or 2 characters finds ' +
          'nothing (status 1, empty list, a message asking for 3): the trigram index needs 3 characters, and ' +
          'a shorter substring would scan every order.',
        body: SearchBody,
        response: { 200: ListEnvelope(OrderListRow), ...errorResponses },
      },
    },
    async (request) => {
      const { start, end, searchVal, folderName, userName } = request.body;
      const countBudget = app.dbKind === 'postgres' ? SEARCH_COUNT_BUDGET_MS : undefined;
      checkFolderAccess(folderName, request.member.type);
      if (end < start || end - start > 500) throw invalid('Invalid start/end: at most 500 rows from start');
      const text = searchVal.trim();
      if (text.length > 0 && text.length < MIN_SEARCH) {
        return okList([], 0, `Type at least ${MIN_SEARCH} characters to search.`);
      }
      const ctx = {
        nextMonth: nextMonthStart(),
        memberId: folderName === 'newOrder' && userName ? request.member.id : undefined,
      };
      const search = text || undefined;
      const [rows, total] = await Promise.all([
        listOrders(app.db, {
          folder: folderName,
          ctx,
          sort: 'order_id',
          order: 'desc',
          offset: start,
          limit: end - start,
          search,
        }),
        search
          ? countMatches(app.db, { folder: folderName, ctx, search }, countBudget)
          : folderTotal(app.db, folderName, ctx),
      ]);
      if (total !== null) return okList(rows.map(serializeRow), total);
      // Too many to count in time: a lower bound that still offers the next page when this one is full.
      const atLeast = start + rows.length + (rows.length === end - start ? 1 : 0);
      return okList(rows.map(serializeRow), atLeast, TOO_MANY_TO_COUNT);
    },
  );
}
