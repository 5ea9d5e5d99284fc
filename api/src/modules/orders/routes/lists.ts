import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ORDER_SORT } from '@earrival/shared/columns';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FolderName } from '@earrival/shared/types';
import { mayOpen } from '@earrival/shared/policy';
import { Envelope, ListEnvelope, errorResponses, failure } from '../../../platform/http/schemas';
import { requireRole } from '../../../platform/http/gate';
import { ok, okList } from '../../../platform/http/reply';
import { OrderListRow } from '../schemas/order';
import {
  Counts,
  CountsQuery,
  ListExtras,
  ListParams,
  ListQuery,
  MAX_LIMIT,
  MIN_SEARCH,
  OrderAssignees,
  SEARCH_COUNT_CAP,
  SearchBody,
} from '../schemas/lists';
import {
  folderCounts,
  listPage,
  orderAssignees,
  readListPage,
  searchFolder,
  streamListPage,
  type ListPage,
} from '../service/lists';
import { STREAMED_PAGE_FROM, type RowWriter } from '../service/streamedPage';
import { LARGE_LIST_LIMITS, LARGE_LIST_ROWS, largeListSlots } from '../service/heavyCalls';
import { holdSlot } from './heavyCalls';

/** Order History (allOrder) is a restricted screen: a role that may not open it gets no list or search of it. */
export async function checkFolderAccess(request: FastifyRequest, folder: FolderName): Promise<void> {
  if (folder !== 'allOrder') return;
  await requireRole(
    request,
    (role) => mayOpen('orderHistory', role),
    (role) => `Order History is not available to the ${role} role.`,
  );
}

/** A long page as it is read, in the bytes the list's response schema writes. */
async function sendStreamedPage(reply: FastifyReply, page: ListPage) {
  // The route's own serializer compiler, once per process (Fastify caches it by schema).
  const writeRow = reply.compileSerializationSchema(OrderListRow as unknown as Record<string, unknown>);
  const stream = await streamListPage(reply.server.db, page, writeRow as RowWriter);
  return reply.type('application/json; charset=utf-8').send(stream);
}

export default async function listRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/get-all-folder-count',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['lists'],
        summary: 'All fourteen folder counts (myOrdersCount for userName)',
        querystring: CountsQuery,
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
        tags: ['lists'],
        summary: "The members who have orders assigned: the lists' assignee filter",
        response: { 200: Envelope(OrderAssignees), ...errorResponses },
      },
    },
    async () => ok(await orderAssignees(app.db)),
  );

  app.get(
    '/admin/get-orders-list/:orderName',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['lists'],
        summary:
          'One page of a folder, sorted on the server: data is the rows, total (beside it) the folder size',
        description:
          `limit: 1..${MAX_LIMIT} rows (the screens ask for 10..500; their 'All' fetches the folder 500 rows at a time). ` +
          `A page of more than ${STREAMED_PAGE_FROM - 1} rows is read in batches and streamed (the same answer; before= is then refused). ` +
          'newOrder with userName = My Orders. processMonth (01..12) filters futureOrder by process month. ' +
          'Filters inside the folder: assignee (member id or none), citizenship, mode, createdFrom/createdTo (UTC days). ' +
          `With citizenship or created days the total is counted up to ${SEARCH_COUNT_CAP} (then totalCapped). ` +
          `Default sort: ${DEFAULT_ORDER_SORT.key} ${DEFAULT_ORDER_SORT.direction}. ` +
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
      await checkFolderAccess(request, orderName);
      const page = listPage(orderName, request.query, request.member.id);
      if (page.query.limit > LARGE_LIST_ROWS)
        await holdSlot(largeListSlots, `List of more than ${LARGE_LIST_ROWS} rows`, app.db, request, reply);
      if (page.streamed) return sendStreamedPage(reply, page);
      const { rows, total, extras } = await readListPage(app.db, page);
      return { ...okList(rows, total), ...extras };
    },
  );

  app.post(
    '/admin/search-order',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['lists'],
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
      await checkFolderAccess(request, request.body.folderName);
      const found = await searchFolder(app.db, request.body, request.member.id);
      if (!found)
        return { ...okList([], 0, `Type at least ${MIN_SEARCH} characters to search.`), totalCapped: false };
      return { ...okList(found.rows, found.total), totalCapped: found.capped };
    },
  );
}
