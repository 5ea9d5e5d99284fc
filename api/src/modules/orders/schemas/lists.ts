import { Type, type Static } from 'typebox';
import { QUEUES } from '@earrival/shared/queues';
import { DEFAULT_ORDER_SORT } from '@earrival/shared/columns';
import { FOLDER_NAMES } from '@earrival/shared/types';
import {
  FolderName,
  Nullable,
  ProcessStatus,
  ProcessingMode,
  StringEnum,
  singleLine,
} from '../../../platform/http/schemas';
import { SEARCH_COUNT_CAP, SORT_COLUMNS, type OrderSortColumn } from '../repository/lists';

/** The shapes of the queue lists, their search and export, and the top bar's search of every order. */

export { SEARCH_COUNT_CAP };
/** The most rows one list call answers (the screens ask for at most 500; other clients may ask for more). */
export const MAX_LIMIT = 100_000;
/** The deepest row a list page or a search may start at. */
export const MAX_OFFSET = 10_000_000;
/** Shortest substring the trigram index can serve. */
export const MIN_SEARCH = 3;

const UserName = Type.String({ maxLength: 200, description: "With newOrder: that member's My Orders" });

/** One count per queue (its badge), named by the queue's count field. */
export const Counts = Type.Unsafe<OrderCounts>(
  Type.Object(Object.fromEntries(QUEUES.map((queue) => [queue.countField, Type.Integer()]))),
);
export type OrderCounts = Record<(typeof QUEUES)[number]['countField'], number>;

export const CountsQuery = Type.Object({ userName: Type.Optional(UserName) });

export const OrderAssignees = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    orders: Type.Integer({ description: 'Orders assigned to the member now' }),
  }),
);

export const ListParams = Type.Object({ orderName: FolderName });

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
  mode: Type.Optional(ProcessingMode),
  createdFrom: Type.Optional(
    Type.String({ maxLength: 10, description: 'First day created, YYYY-MM-DD (UTC), inclusive' }),
  ),
  createdTo: Type.Optional(
    Type.String({ maxLength: 10, description: 'Last day created, YYYY-MM-DD (UTC), inclusive' }),
  ),
};
export type FilterInput = { [K in keyof typeof FilterQuery]?: Static<(typeof FilterQuery)[K]> };

export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 10 }),
  delay: Type.Optional(Type.Integer({ description: 'Sent by the screens (always 1); ignored' })),
  userName: Type.Optional(UserName),
  sort: StringEnum(Object.keys(SORT_COLUMNS) as OrderSortColumn[], { default: DEFAULT_ORDER_SORT.key }),
  order: StringEnum(['asc', 'desc'], { default: DEFAULT_ORDER_SORT.direction }),
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
export type ListQuery = Static<typeof ListQuery>;

/** What a list or search answers beside the rows. */
export const ListExtras = {
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

export const SearchBody = Type.Object({
  start: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  end: Type.Integer({ minimum: 0, maximum: MAX_OFFSET + 500, default: 10 }),
  searchVal: Type.String({ maxLength: 200 }),
  folderName: FolderName,
  userName: Type.Optional(UserName),
  ...FilterQuery,
});
export type SearchBody = Static<typeof SearchBody>;

// The list's own query (filters and sort) without its page, plus the search box's text.
const { page: _page, limit: _limit, delay: _delay, ...listFilters } = ListQuery.properties;
export const ExportQuery = Type.Object({
  ...listFilters,
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `The search box's text: order id, name, e-mail or telephone (substring, ${MIN_SEARCH}+ characters)`,
    }),
  ),
});
export type ExportQuery = Static<typeof ExportQuery>;

export const CsvFile = Type.String({ description: 'text/csv; charset=utf-8, starting with a UTF-8 BOM' });

/** The longest text the top bar's search takes (an e-mail with a name fits many times over). */
export const GLOBAL_SEARCH_MAX = 200;

export const GlobalSearchQuery = Type.Object({
  q: singleLine(Type.String({ maxLength: GLOBAL_SEARCH_MAX, description: 'What was typed' })),
});

export const GlobalSearchRow = Type.Object({
  order_id: Type.Integer(),
  name: Type.String({ description: 'First name and surname' }),
  email: Type.String(),
  phone: Type.String({ description: 'Dialling code and telephone' }),
  status: ProcessStatus,
  folder: StringEnum([...FOLDER_NAMES, 'myOrder'] as const, {
    description:
      "The queue that holds the order for the caller ('myOrder': assigned to them); 'allOrder' when no queue does (Order History only)",
  }),
});
