import type { FastifyInstance } from 'fastify';
import type { FolderName, OrderSortColumn, Role } from '@earrival/shared/types';
import { envelopeSchema, errorResponses } from '../../schemas';
import { folderCounts, folderTotal, futureMonthCounts } from '../../db/queries/counts';
import { SORT_COLUMNS, countMatches, listOrders } from '../../db/queries/orderLists';
import { okList } from '../../http/reply';
import { nextMonthStart } from '../../db/queries/folders';
import { forbidden, invalid } from '../../errors';
import { mayOpen } from '@earrival/shared/policy';
import { folderSchema, orderListRowSchema } from './schemas';
import { serializeRow } from './serialize';

/** A page is at most 500 rows; the 'All' choice sends the folder's total, allowed up to this cap. */
export const MAX_LIMIT = 100_000;
const MAX_OFFSET = 10_000_000;
/** Shortest substring the trigram index can serve. */
const MIN_SEARCH = 3;

/** The spec's "data as the list": data is the page's rows, and the pager's total rides beside it. */
const orderListResponse = {
  ...envelopeSchema({ type: 'array', items: orderListRowSchema }),
  required: ['status', 'message', 'data', 'total'],
  properties: {
    ...envelopeSchema({ type: 'array', items: orderListRowSchema }).properties,
    total: { type: 'integer', description: 'Rows in the whole folder (or search), for the pager' },
  },
} as const;

const countsSchema = {
  type: 'object',
  additionalProperties: { type: 'integer' },
} as const;

/** Order History (allOrder) is a restricted screen: a role that may not open it gets no list or search of it. */
function checkFolderAccess(folder: FolderName, role: Role) {
  if (folder === 'allOrder' && !mayOpen('orderHistory', role))
    throw forbidden(`Order History is not available to the ${role} role.`);
}

export default async function listRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { userName?: string } }>(
    '/admin/get-all-folder-count',
    {
      schema: {
        tags: ['orders'],
        summary: 'All fourteen folder counts (myOrdersCount for userName)',
        querystring: { type: 'object', properties: { userName: { type: 'string', maxLength: 200 } } },
        response: { 200: envelopeSchema(countsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      status: 1,
      message: 'OK',
      data: await folderCounts(app.db, request.query.userName),
    }),
  );

  app.get<{
    Params: { orderName: FolderName };
    Querystring: {
      page: number;
      limit: number;
      delay?: number;
      userName?: string;
      sort: OrderSortColumn;
      order: 'asc' | 'desc';
      processMonth?: string;
    };
  }>(
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
        params: { type: 'object', required: ['orderName'], properties: { orderName: folderSchema } },
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 10 },
            delay: { type: 'integer', description: 'Sent by the screens (always 1); ignored' },
            userName: { type: 'string', maxLength: 200 },
            sort: { type: 'string', enum: Object.keys(SORT_COLUMNS), default: 'order_id' },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
            processMonth: { type: 'string', pattern: '^(0[1-9]|1[0-2])$' },
          },
        },
        response: { 200: orderListResponse, ...errorResponses },
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
        userName: orderName === 'newOrder' ? userName || undefined : undefined,
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

  app.post<{
    Body: { start: number; end: number; searchVal: string; folderName: FolderName; userName?: string };
  }>(
    '/admin/search-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Search a folder by order id, name, e-mail or telephone (substring, case-insensitive)',
        description:
          'start/end: zero-based row offsets, end exclusive (rows start..end-1, at most 500). ' +
          'data is the rows; total (beside it) is how many orders of the folder match. ' +
          'Newest orders first. An empty searchVal lists the folder. A searchVal of 1 or 2 characters finds ' +
          'nothing (status 1, empty list, a message asking for 3): the trigram index needs 3 characters, and ' +
          'a shorter substring would scan every order.',
        body: {
          type: 'object',
          required: ['searchVal', 'folderName'],
          properties: {
            start: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
            end: { type: 'integer', minimum: 0, maximum: MAX_OFFSET + 500, default: 10 },
            searchVal: { type: 'string', maxLength: 200 },
            folderName: folderSchema,
            userName: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: orderListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { start, end, searchVal, folderName, userName } = request.body;
      checkFolderAccess(folderName, request.member.type);
      if (end < start || end - start > 500) throw invalid('Invalid start/end: at most 500 rows from start');
      const text = searchVal.trim();
      if (text.length > 0 && text.length < MIN_SEARCH) {
        return okList([], 0, `Type at least ${MIN_SEARCH} characters to search.`);
      }
      const ctx = {
        nextMonth: nextMonthStart(),
        userName: folderName === 'newOrder' ? userName || undefined : undefined,
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
          ? countMatches(app.db, { folder: folderName, ctx, search })
          : folderTotal(app.db, folderName, ctx),
      ]);
      return okList(rows.map(serializeRow), total);
    },
  );

  app.get(
    '/admin/get-future-order-month-count',
    {
      schema: {
        tags: ['orders'],
        summary: 'Future Order tiles: orders per process month (01..12)',
        response: {
          200: envelopeSchema({
            type: 'array',
            items: { type: 'object', properties: { month: { type: 'string' }, count: { type: 'integer' } } },
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({ status: 1, message: 'OK', data: await futureMonthCounts(app.db) }),
  );
}
