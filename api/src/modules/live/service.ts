import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/http/schemas';
import { logLine } from '../../platform/metrics/logLine';
import { forbidden, notFound, tooMany } from '../../platform/errors';
import { consume, waitText, type Limit } from '../../platform/http/throttle';
import { publish } from '../../platform/events/live';
import { logSecurityEventOnce } from '../securityLog/public';
import { orderAccess } from '../orders/public';
import { setViewing, sweepExpired, viewersOf } from './repository';
import type { Viewer as PresenceViewer } from './schemas';
import { STREAMS_PER_MEMBER, STREAM_RETRY_AFTER_SECONDS, liveStreams } from './streams';

/** Presence calls per member (the page sends one every 20 s per open order, and one on leaving). */
export const PRESENCE_LIMIT: Limit = { limit: 60, windowSeconds: 60 };

/**
 * One 'rate-limited' record per member and limit a minute, across every API process: the "once" key lives
 * in the throttle table, so a burst of 2,000 refused streams leaves one row, not 2,000 (nor one per
 * process, nor one per request that raced a per-process memory).
 */
async function recordRateLimited(db: Kysely<Database>, actor: Actor, limit: string, detail: string) {
  // The refusal is answered whatever becomes of its record.
  await logSecurityEventOnce(
    db,
    actor,
    { key: `rate-limited:${limit}:${actor.memberId}`, windowSeconds: 60 },
    { event: 'rate-limited', memberId: actor.memberId, detail },
  ).catch((error: unknown) => logLine('warn', `recording a rate-limited event failed: ${String(error)}`));
}

/** One of the member's stream slots in this process (the returned function gives it back), or 429. */
export async function takeStreamSlot(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  member: SessionUser,
): Promise<() => void> {
  const release = liveStreams.take(db, member.id);
  if (release) return release;
  await recordRateLimited(
    db,
    actor,
    'live-streams',
    `Live updates: more than ${STREAMS_PER_MEMBER} streams at once in one API process; the extra ones were refused.`,
  );
  throw tooMany(
    `You already have ${STREAMS_PER_MEMBER} live update streams open (one per tab). ` +
      `Close a tab, or try again in ${STREAM_RETRY_AFTER_SECONDS} seconds.`,
    STREAM_RETRY_AFTER_SECONDS,
  );
}

/**
 * Marks the signed-in member as viewing the order (or leaving it) and answers who views it now; a change
 * others see is published with it. Only an order in a list the member may open (leaving always works).
 */
export async function sayViewing(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  member: SessionUser,
  orderId: number,
  viewing: boolean,
): Promise<PresenceViewer[]> {
  const gate = await consume(db, `presence:minute:member:${member.id}`, PRESENCE_LIMIT);
  if (!gate.allowed) {
    await recordRateLimited(
      db,
      actor,
      'presence',
      `Presence: more than ${PRESENCE_LIMIT.limit} calls in a minute; the extra ones were refused.`,
    );
    throw tooMany(
      `You are sending presence updates too quickly. Please wait ${waitText(gate.retryAfterSeconds)}.`,
      gate.retryAfterSeconds,
    );
  }
  const access = await orderAccess({ db }, orderId, member);
  if (access === 'missing') throw notFound(`Order not found: ${orderId}`);
  if (access === 'closed' && viewing)
    throw forbidden(`Order ${orderId} is not in any list the ${member.type} role may open.`);
  return db.transaction().execute(async (trx) => {
    const changed = await setViewing(trx, orderId, member.id, viewing);
    const now = await viewersOf(trx, orderId);
    if (changed) await publish(trx, [{ type: 'presence', data: { orderId, viewers: now } }]);
    return now;
  });
}

/** Forgets viewers whose page stopped saying it is open, and publishes who is left. */
export async function sweepPresence({ db }: Pick<Deps, 'db'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const orderId of await sweepExpired(trx))
      await publish(trx, [{ type: 'presence', data: { orderId, viewers: await viewersOf(trx, orderId) } }]);
  });
}
