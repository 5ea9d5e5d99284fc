import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FolderName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';

/**
 * The queue rules (which orders each folder holds), written ONCE. Each rule is a predicate over a few columns, and
 * the same predicate runs over two sources: the orders table (lists, search) and order_folder_stats (counts,
 * kept by triggers, one row per combination of those columns). So a list and its count can never disagree.
 */
export interface FolderColumns {
  status: RawBuilder<unknown>;
  mode: RawBuilder<unknown>;
  /** True when nobody is assigned. */
  unassigned: RawBuilder<boolean>;
  /** The assigned member's id. */
  assigneeId: RawBuilder<unknown>;
  /** A date that is >= the first day of next month exactly when the processing date is in a future month. */
  processing: RawBuilder<unknown>;
  /** The processing month as '01'..'12'. */
  month: RawBuilder<unknown>;
  refundRequested: RawBuilder<boolean>;
}

export const ORDER_COLUMNS: FolderColumns = {
  status: sql`process_status`,
  mode: sql`processing_mode`,
  // The assignee's name and id are set and cleared together (a CHECK constraint), so either tells
  // "unassigned"; the name is the one the partial queue indexes are built on.
  unassigned: sql<boolean>`assign_to IS NULL`,
  assigneeId: sql`assigned_to_id`,
  processing: sql`processing_date`,
  month: sql`process_month`,
  refundRequested: sql<boolean>`refund_date IS NOT NULL`,
};

/** order_folder_stats stores 0 for "unassigned", the month's first day, and 1900-01-01 for "no date". */
export const STATS_COLUMNS: FolderColumns = {
  status: sql`process_status`,
  mode: sql`processing_mode`,
  unassigned: sql<boolean>`assignee_id = 0`,
  assigneeId: sql`assignee_id`,
  processing: sql`processing_month`,
  month: sql`to_char(processing_month, 'MM')`,
  refundRequested: sql<boolean>`refund_requested`,
};

export interface FolderContext {
  /** 'YYYY-MM-01' of next month (UTC): processing dates from there on are "future". */
  nextMonth: string;
  /** My Orders: the newOrder folder of this member (always the signed-in member's id, never a name). */
  memberId?: number | undefined;
}

/** The first day of next month, UTC, as 'YYYY-MM-DD'. */
export function nextMonthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

const lit = (value: string) => sql.lit(value);

/** Which orders a folder holds: every folder of the shared queue list has its case (or this does not compile). */
export function folderPredicate(
  folder: FolderName,
  c: FolderColumns,
  ctx: FolderContext,
): RawBuilder<boolean> {
  const isStatus = (status: string) => sql<boolean>`${c.status} = ${lit(status)}`;
  const future = sql<boolean>`${c.processing} >= ${ctx.nextMonth}::date`;
  switch (folder) {
    case 'newOrder':
      if (ctx.memberId !== undefined)
        return sql<boolean>`${isStatus('New')} AND ${c.assigneeId} = ${ctx.memberId}`;
      return sql<boolean>`${isStatus('New')} AND ${c.mode} = ${lit('Regular Processing')} AND ${c.unassigned}
        AND (${c.processing} IS NULL OR ${c.processing} < ${ctx.nextMonth}::date)`;
    case 'priorityOrder':
      return sql<boolean>`${isStatus('New')} AND ${c.mode} = ${lit('Priority Processing')} AND ${c.unassigned}`;
    case 'futureOrder':
      return sql<boolean>`${isStatus('New')} AND ${future}`;
    case 'pendingOrder':
      return isStatus('Pending');
    case 'completedOrder':
      return isStatus('Completed');
    case 'awaitingOrder':
      return isStatus('Awaiting');
    case 'awaitingGovtOrder':
      return isStatus('AwaitingGovt');
    case 'customerCalledOrder':
      return isStatus('Customer Called');
    case 'contactCustomerOrder':
      return isStatus('Contact Customer');
    case 'deletedOrder':
      return isStatus('Deleted');
    case 'refundOrder':
      return sql<boolean>`${c.refundRequested} AND ${c.status} <> ${lit('Refunds')}`;
    case 'chargeBack':
      return isStatus('ChargeBack');
    case 'allOrder':
      return sql<boolean>`TRUE`;
  }
}

/** Whether any of these lists holds the order (one primary-key read), or null when there is no such order. */
export async function inAnyList(
  db: Kysely<Database>,
  orderId: number,
  lists: Array<{ folder: FolderName; memberId?: number }>,
): Promise<boolean | null> {
  const nextMonth = nextMonthStart();
  const held = lists.map(({ folder, memberId }) =>
    folderPredicate(folder, ORDER_COLUMNS, { nextMonth, memberId }),
  );
  const row = await db
    .selectFrom('orders')
    .select(sql<boolean>`(${sql.join(held, sql` OR `)})`.as('listed'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? row.listed : null;
}
