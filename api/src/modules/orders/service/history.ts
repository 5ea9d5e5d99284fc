import type { Kysely } from 'kysely';
import type { OrderHistoryName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { invalid, notFound } from '../../../platform/errors';
import { toMailEntry, type MailRow } from '../../../platform/mailer/history';
import {
  activityKeys,
  activityRecords,
  historyRows,
  historyTotal,
  type HistoryPageQuery,
} from '../repository/history';
import type { HistoryEntry } from '../schemas/history';
import { buildActivity } from './activity';
import {
  toDocument,
  toDownloadEntry,
  toEventEntry,
  toRemarkEntry,
  type DocumentRow,
  type RemarkRow,
} from './historyRows';

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

async function entries(
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
 * One page of one history of an order, and how many entries it has in all. An unknown order is a 404;
 * a page past the last a 400 naming the number of entries.
 */
export async function historyPage(
  db: Kysely<Database>,
  orderId: number,
  history: OrderHistoryName,
  { page, limit, order }: { page: number; limit: number; order: HistoryPageQuery['order'] },
): Promise<{ rows: HistoryEntry[]; total: number }> {
  const query = { offset: (page - 1) * limit, limit, order };
  const [rows, total] = await Promise.all([
    entries(db, orderId, history, query),
    historyTotal(db, orderId, history),
  ]);
  if (total === null) throw notFound(`Order not found: ${orderId}`);
  const pages = Math.max(1, Math.ceil(total / limit));
  if (page > pages) {
    throw invalid(
      `Invalid page: ${page} is past the last page (${pages}); this history has ${total} entries, ${limit} per page.`,
    );
  }
  return { rows, total };
}
