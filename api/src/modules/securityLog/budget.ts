import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { addressBlock } from '../../platform/http/addressBlock';
import { tally, waitText } from '../../platform/http/throttle';

/**
 * The security log's write budget per caller address (an IPv6 caller's /64): records of callers who are
 * not signed in, per window. Honest traffic stays far below it (sign-in allows 30 attempts per address
 * in 10 minutes, the other refusals record once per window); past it, one "flood from X" record is
 * written and the rest are only counted, so a script cannot fill a table that is kept for a year and
 * cannot be deleted. The count lives in the throttle table: every API process spends one budget.
 */
export const WRITE_BUDGET = { limit: 100, windowSeconds: 10 * 60 } as const;

export interface Spending {
  /** Whether the record itself may be stored. */
  store: boolean;
  /** Flood records due now (said in words, for the 'rate-limited' event), before the record if stored. */
  floods: string[];
}

/**
 * Spends one record of the budget of the address `ip`. The (limit + 1)-th record of a window becomes the
 * flood record; the first record after a flooded window first says how many records that window counted
 * without storing them, so the log tells how big a flood was once it is over.
 */
export async function spendWriteBudget(db: Kysely<Database>, ip: string): Promise<Spending> {
  const { limit, windowSeconds } = WRITE_BUDGET;
  const block = addressBlock(ip);
  const spent = await tally(db, `security-log:budget:${block}`, windowSeconds);
  const floods: string[] = [];
  if (spent.previousHits > limit)
    floods.push(
      `flood from ${block}: ${spent.previousHits - limit} more records were counted, not stored, in the window of its last flood record`,
    );
  if (spent.hits === limit + 1)
    floods.push(
      `flood from ${block}: more than ${limit} records from this address within ${waitText(windowSeconds)}; the rest of its records in this window are counted, not stored`,
    );
  return { store: spent.hits <= limit, floods };
}
