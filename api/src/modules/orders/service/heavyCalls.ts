import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import { ConcurrencyLimit, SlotRefused, type ConcurrencyRule } from '../../../platform/http/concurrency';
import { logLine } from '../../../platform/metrics/logLine';
import { logSecurityEvent } from '../../securityLog/public';

/*
 * The calls that read thousands of rows (Export CSV, the statistics exports, a list page of more than
 * 500 rows) are bounded: a few per member and a few per API process run at once, so a burst of them
 * (a script, a stuck browser, a member opening 100 tabs) waits its turn instead of holding the event loop
 * and the database for everyone. Past the member's own limit: 429; past the process's: 503; both with
 * Retry-After and a sentence. A slot is held until the answer is over: sent, failed, or the client gone.
 */

/** Export CSV of the folders and the statistics exports, counted together. */
export const EXPORT_LIMITS = { perMember: 2, perProcess: 4, retryAfterSeconds: 5 } as const;

/** A list page asking for more than this many rows counts as a large list. */
export const LARGE_LIST_ROWS = 500;
/** Large list pages (get-orders-list with limit > LARGE_LIST_ROWS). */
export const LARGE_LIST_LIMITS = { perMember: 3, perProcess: 6, retryAfterSeconds: 5 } as const;

const rule = (
  limits: Pick<ConcurrencyRule, 'perMember' | 'perProcess' | 'retryAfterSeconds'>,
  what: string,
  whatRunning: string,
): ConcurrencyRule => ({
  ...limits,
  memberBusy: `You already have ${limits.perMember} ${whatRunning}. Please wait for them to finish.`,
  processBusy: `The server is busy with other ${what}. Please try again in a few seconds.`,
});

/** One budget per process for every export route (the orders' and the statistics'). */
export const exportSlots = new ConcurrencyLimit(rule(EXPORT_LIMITS, 'exports', `exports running`));
export const largeListSlots = new ConcurrencyLimit(
  rule(LARGE_LIST_LIMITS, 'large lists', `lists of more than ${LARGE_LIST_ROWS} rows loading`),
);

/** Writes a security record without ever failing the call it describes (the log is told instead). */
async function record(db: Kysely<Database>, actor: Actor, entry: Parameters<typeof logSecurityEvent>[2]) {
  try {
    await logSecurityEvent(db, actor, entry);
  } catch (error) {
    logLine('error', 'security event not recorded', { err: String(error), event: entry.event });
  }
}

/**
 * Takes one of the member's slots of `limit`: the caller gives it back (the function returned) when the
 * answer is over. Refused: throws the 429/503 (nothing else done), after recording 'rate-limited' for the
 * first refusal of a burst.
 */
export async function takeSlot(
  db: Kysely<Database>,
  actor: Actor & { memberId: number },
  limit: ConcurrencyLimit,
  what: string,
): Promise<() => void> {
  try {
    return limit.take(actor.memberId);
  } catch (error) {
    if (error instanceof SlotRefused && error.firstOfBurst) {
      const { perMember, perProcess } = limit.rule;
      await record(db, actor, {
        event: 'rate-limited',
        memberId: actor.memberId,
        detail:
          error.scope === 'member'
            ? `${what}: ${perMember} of this member's already running (429)`
            : `${what}: the process's ${perProcess} slots busy (503)`,
      });
    }
    throw error;
  }
}

/**
 * The export's rows as they are read, counted; when they end (all sent, failed, or cut short by a client
 * that left) one 'export' record says what was exported and how many rows. For a whole export the record
 * is written before the answer's last byte, so it is there when the download completes.
 */
export function auditedExport<Row>(
  db: Kysely<Database>,
  actor: Actor,
  what: string,
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<readonly Row[]> {
  return (async function* counted() {
    let rows = 0;
    let outcome = 'stopped early: the client left';
    try {
      for await (const batch of batches) {
        rows += batch.length;
        yield batch;
      }
      outcome = '';
    } catch (error) {
      outcome = 'failed';
      throw error;
    } finally {
      const count = `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
      await record(db, actor, {
        event: 'export',
        detail: `${what}: ${count}${outcome ? ` (${outcome})` : ''}`,
      });
    }
  })();
}
