import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Events written to security_log; other limiters may add their own. */
export type SecurityEvent = 'sign-in-failed' | 'sign-in-throttled';

export interface SecurityEntry {
  event: SecurityEvent;
  email?: string | null;
  memberId?: number | null;
  detail?: string | null;
}

// Client-supplied text is cut so one request cannot make a huge log row, and NUL (which PostgreSQL text
// refuses) is dropped so logging never fails the request it describes.
const clean = (text: string | null | undefined, max: number) =>
  text == null ? null : text.split('\u0000').join('').slice(0, max);

/** Records a security event with the caller's address and browser. */
export async function logSecurityEvent(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: SecurityEntry,
): Promise<void> {
  await db
    .insertInto('security_log')
    .values({
      event: entry.event,
      email: clean(entry.email?.toLowerCase(), 320),
      member_id: entry.memberId ?? null,
      ip: request.ip,
      user_agent: clean(request.headers['user-agent'], 512),
      detail: clean(entry.detail, 1000),
    })
    .execute();
}
