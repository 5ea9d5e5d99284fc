import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import {
  DETAIL_HISTORY_ROWS,
  HISTORY_PAGE_MAX,
  ORDER_HISTORIES,
  type OrderHistoryName,
} from '@earrival/shared/types';
import { ListEnvelope, OrderIdText, StringEnum, errorResponses } from '../../platform/http/schemas';
import {
  ActivityEntry,
  DocumentEntry,
  DownloadEntry,
  EventEntry,
  MailEntry,
  RemarkEntry,
} from './historySchemas';
import type { Database } from '../../platform/db/schema';
import { parseId } from '../../platform/http/ids';
import {
  activityKeys,
  activityRecords,
  historyRows,
  historyTotal,
  type HistoryPageQuery,
} from './repository/history';
import { invalid, notFound } from '../../platform/http/errors';
import { okList } from '../../platform/http/reply';
import { toDocument, type DocumentRow } from '../documents/public';
import { toMailEntry, type MailRow } from '../../platform/mailer/history';
import { buildActivity } from './activity';
import { toDownloadEntry, toEventEntry, toRemarkEntry, type RemarkRow } from './historyRows';

/** Deepest page accepted: 200 rows a page reach 20 million entries, far past any real history. */
const MAX_PAGE = 100_000;

/** One entry, shaped as in the order detail; which one depends on the history asked for. */
const HistoryRow = Type.Union(
  [RemarkEntry, MailEntry, DownloadEntry, DocumentEntry, EventEntry, ActivityEntry],
  {
    description:
      'comments: a remark; mails: an Email History entry; downloads: a Download History entry; uploads: a stored ' +
      'document; events: an event of the log; activity: an Activity line',
  },
);

const Params = Type.Object({
  orderId: OrderIdText,
  history: StringEnum(ORDER_HISTORIES, {
    description:
      'comments (Comment History), mails (Email History), downloads (Download History), uploads (stored documents), ' +
      'events (the event log), activity (the Activity timeline: events, mails and downloads merged by time)',
  }),
});

const Query = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: DETAIL_HISTORY_ROWS }),
  order: StringEnum(['asc', 'desc'], {
    default: 'desc',
    description: 'desc: newest first (page 1 holds the newest entries); asc: oldest first',
  }),
});

/** A page of the Activity: its keys in order, their records, told as the detail tells them. */
async function activityPage(db: Kysely<Database>, orderId: number, page: HistoryPageQuery) {
  const keys = await activityKeys(db, orderId, page);
  const { events, mails, downloads } = await activityRecords(db, keys);
  const lines = buildActivity(
    events.map(toEventEntry),
    mails.map((m) => toMailEntry(m as MailRow)),
    downloads.map(toDownloadEntry),
  );
  // The database decided the page's order (microsecond times); keep it rather than re-sorting.
  const byKey = new Map(lines.map((line) => [line.key, line]));
  return keys.map((k) => byKey.get(`${k.src}${k.id}`)!).filter(Boolean);
}

async function page(
  db: Kysely<Database>,
  orderId: number,
  history: OrderHistoryName,
  query: HistoryPageQuery,
) {
  if (history === 'activity') return activityPage(db, orderId, query);
  const rows = await historyRows(db, orderId, history, query);
  switch (history) {
    case 'comments':
      return (rows as RemarkRow[]).map(toRemarkEntry);
    case 'mails':
      return (rows as MailRow[]).map(toMailEntry);
    case 'downloads':
      return (rows as Parameters<typeof toDownloadEntry>[0][]).map(toDownloadEntry);
    case 'uploads':
      return (rows as DocumentRow[]).map(toDocument);
    case 'events':
      return (rows as Parameters<typeof toEventEntry>[0][]).map(toEventEntry);
  }
}

/**
 * The paged call of each history of an order: the order detail carries only the newest entries of each,
 * and 'Show all' on the screen pages through the rest here. Staff only, like the detail (every role).
 */
export default async function historyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/order-history/:orderId/:history',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['orders'],
        summary:
          'One page of one history of an order: data is the entries, total (beside it) how many in all',
        description:
          `limit 1..${HISTORY_PAGE_MAX} (default ${DETAIL_HISTORY_ROWS}); page from 1; order desc (default, newest first) or asc. ` +
          'A page past the last is refused (400) naming the number of entries; an unknown order is a 404. ' +
          'activity merges the event log (other than mails and downloads), Email History and Download History by time.',
        params: Params,
        querystring: Query,
        response: { 200: ListEnvelope(HistoryRow), ...errorResponses },
      },
    },
    async (request) => {
      const { history } = request.params;
      const orderId = parseId(request.params.orderId);
      const { page: pageNumber, limit, order } = request.query;
      const query = { offset: (pageNumber - 1) * limit, limit, order };
      const [rows, total] = await Promise.all([
        page(app.db, orderId, history, query),
        historyTotal(app.db, orderId, history),
      ]);
      if (total === null) throw notFound(`Order not found: ${orderId}`);
      const pages = Math.max(1, Math.ceil(total / limit));
      if (pageNumber > pages) {
        throw invalid(
          `Invalid page: ${pageNumber} is past the last page (${pages}); this history has ${total} entries, ${limit} per page.`,
        );
      }
      return okList<Static<typeof HistoryRow>>(rows, total);
    },
  );
}
