import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  browserLabel,
  endSessions,
  openSessionsOf,
  publicSessionId,
  type EndedSession,
  type SessionEndReason,
} from './sessionStore';
import { notFound } from '../../platform/http/errors';
import { iso } from '../../platform/http/serialize';
import { ok } from '../../platform/http/reply';
import { sessionIdOf } from './gate';
import { logSecurityEvent } from '../securityLog/log';
import { failures } from './schemas';
import * as S from './sessionSchemas';

/** Records 'session-ended' once per ended session: the reason, and the browser and address it was. */
export async function logEndedSessions(
  db: Kysely<Database>,
  request: FastifyRequest,
  ended: ReadonlyArray<EndedSession & { member_id?: number }>,
  reason: SessionEndReason,
  memberId?: number,
): Promise<void> {
  for (const session of ended)
    await logSecurityEvent(db, request, {
      event: 'session-ended',
      memberId: session.member_id ?? memberId ?? null,
      detail: `${reason}: ${browserLabel(session.user_agent)}, ${session.ip}`,
    });
}

/**
 * Ends a member's open sessions (those named by `ids`, or all but `exceptId`) for `reason`, recording each
 * ended one; returns how many ended. `db` may be the change's transaction.
 */
export async function endSessionsOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  which: {
    memberId: number;
    ids?: readonly string[];
    exceptId?: string | undefined;
    reason: SessionEndReason;
  },
): Promise<number> {
  const ended = await endSessions(db, which, which.reason);
  await logEndedSessions(db, request, ended, which.reason, which.memberId);
  return ended.length;
}

const SESSION_NOT_FOUND = 'Session not found.';

const endedMessage = (n: number) =>
  n === 0
    ? 'There were no other sessions to sign out.'
    : n === 1
      ? 'Signed out 1 other session.'
      : `Signed out ${n} other sessions.`;

/** Settings -> Sessions (every role): where I am signed in, and ending those sessions. */
export function sessionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/sessions',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'listMySessions',
        summary:
          'My open sessions (unexpired), newest first: browser, address, when signed in and last seen, and which one is this',
        response: { 200: S.SessionsReply, ...failures },
      },
    },
    async (request) => {
      const current = sessionIdOf(request);
      const rows = await openSessionsOf(app.db, request.member.id);
      return ok({
        sessions: rows.map((row) => ({
          id: publicSessionId(row.id),
          browser: browserLabel(row.user_agent),
          ip: row.ip,
          createdAt: iso(row.created_at)!,
          lastSeenAt: iso(row.last_seen_at)!,
          current: row.id === current,
        })),
      });
    },
  );

  app.delete(
    '/admin/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'endMySession',
        summary:
          "Signs out one of my sessions (its id from the list); that device's next call answers 401. Another member's or an unknown id: 404",
        params: S.SessionParams,
        response: { 200: S.EndedReply, ...failures },
      },
    },
    async (request) => {
      const current = sessionIdOf(request);
      const rows = await openSessionsOf(app.db, request.member.id);
      const row = rows.find((r) => publicSessionId(r.id) === request.params.id);
      if (!row) throw notFound(SESSION_NOT_FOUND);
      const reason = row.id === current ? 'logout' : 'ended-by-member';
      const ended = await app.db
        .transaction()
        .execute((trx) =>
          endSessionsOf(trx, request, { memberId: request.member.id, ids: [row.id], reason }),
        );
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return ok({ ended }, reason === 'logout' ? 'You have been signed out.' : 'The session was signed out.');
    },
  );

  app.delete(
    '/admin/sessions',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'endMyOtherSessions',
        summary: 'Signs out every session of mine but this one',
        response: { 200: S.EndedReply, ...failures },
      },
    },
    async (request) => {
      const ended = await app.db.transaction().execute((trx) =>
        endSessionsOf(trx, request, {
          memberId: request.member.id,
          exceptId: sessionIdOf(request),
          reason: 'ended-by-member',
        }),
      );
      return ok({ ended }, endedMessage(ended));
    },
  );
}
