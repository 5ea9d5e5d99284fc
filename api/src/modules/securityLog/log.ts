import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { SecurityEventName } from '@earrival/shared/securityEvents';
import type { Database } from '../../platform/db/schema';
import { consume } from '../../platform/http/throttle';

export type SecurityEvent = SecurityEventName;

export interface SecurityEntry {
  event: SecurityEvent;
  /** Who did it; defaults to the signed-in member of the request, if any. */
  actorId?: number | null;
  /** Whom it concerns (the member signed in, edited, whose session ended ...). */
  memberId?: number | null;
  /** The e-mail as typed, for events about an account that may not exist (sign-in). */
  email?: string | null;
  /** What happened, in words; never a password, token, code or link. */
  detail?: string | null;
}

// Client-supplied text is cut so one request cannot make a huge log row, and NUL (which PostgreSQL text
// refuses) is dropped so logging never fails the request it describes.
const clean = (text: string | null | undefined, max: number) =>
  text == null ? null : text.split('\u0000').join('').slice(0, max);

/** The signed-in member of a request, when `protect` has set one. */
const signedInId = (request: FastifyRequest): number | null =>
  (request as Partial<Pick<FastifyRequest, 'member'>>).member?.id ?? null;

/**
 * Records a security event (append-only table security_events) with the caller's address and browser.
 * `db` may be a transaction, so the record commits or rolls back with the change it describes.
 */
export async function logSecurityEvent(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: SecurityEntry,
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      event: entry.event,
      email: clean(entry.email?.toLowerCase(), 320),
      actor_id: entry.actorId === undefined ? signedInId(request) : entry.actorId,
      member_id: entry.memberId ?? null,
      // A request whose socket is gone has no address left to read.
      ip: request.ip ?? '',
      user_agent: clean(request.headers['user-agent'], 512),
      detail: clean(entry.detail, 1000),
    })
    .execute();
}

/**
 * Records the event at most once per window for `once.key` (kept in the throttle table, so every API process
 * shares it): a burst of refused requests from one address makes one row, not thousands.
 */
export async function logSecurityEventOnce(
  db: Kysely<Database>,
  request: FastifyRequest,
  once: { key: string; windowSeconds: number },
  entry: SecurityEntry,
): Promise<void> {
  const first = await consume(db, `security-log:${once.key}`, {
    limit: 1,
    windowSeconds: once.windowSeconds,
  });
  if (first.allowed) await logSecurityEvent(db, request, entry);
}

/** Deletes the records older than `days` (the only delete the table's trigger lets through). */
export async function sweepSecurityEvents(db: Kysely<Database>, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL earrival.security_retention = 'on'`.execute(trx);
    const result = await trx
      .deleteFrom('security_events')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
