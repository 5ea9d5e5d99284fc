import type { Kysely } from 'kysely';
import { mayOpen } from '@earrival/shared/policy';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';
import { globalSearch, type GlobalSearchRow } from '../repository/globalSearch';
import { MIN_SEARCH } from '../schemas/lists';

/** The most rows the top bar's search answers: a list to pick from, not a queue. */
export const GLOBAL_SEARCH_ROWS = 10;
export const SHORT_SEARCH_MESSAGE = `Type at least ${MIN_SEARCH} characters, or an order id.`;

/** An order id as typed: digits alone, with or without a leading '#'. */
const ORDER_ID = /^#?(\d{1,9})$/;

/**
 * The top bar's search over every order the member's role may see: roles that may open Order History
 * search every order, the others (Telecaller) only the orders their queues show. null: the text is too
 * short to search (fewer than MIN_SEARCH characters, and no order id).
 */
export async function searchEveryOrder(
  db: Kysely<Database>,
  typed: string,
  member: SessionUser,
): Promise<GlobalSearchRow[] | null> {
  const id = ORDER_ID.exec(typed)?.[1];
  const orderId = id === undefined ? undefined : Number(id);
  const text = typed.length >= MIN_SEARCH ? typed.toLowerCase() : undefined;
  if (!text && !orderId) return null;
  return globalSearch(db, {
    text,
    orderId,
    memberId: member.id,
    everyOrder: mayOpen('orderHistory', member.type),
    limit: GLOBAL_SEARCH_ROWS,
  });
}
