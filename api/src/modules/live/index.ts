import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protect } from '../auth/gate';
import { Envelope, errorResponses, tooManyResponse } from '../../platform/http/schemas';
import { parseId } from '../../platform/http/ids';
import { ok } from '../../platform/http/reply';
import { forbidden, notFound, tooMany, unauthenticated } from '../../platform/http/errors';
import { readToken } from '../auth/tokens';
import { consume, waitText, type Limit } from '../../platform/http/throttle';
import { logSecurityEvent } from '../securityLog/log';
import { publish } from '../../platform/events/live';
import { openStream, type OpenStream } from './stream';
import { orderAccess, setViewing, sweepExpired, viewersOf } from './repository';
import { STREAMS_PER_MEMBER, STREAM_RETRY_AFTER_SECONDS, liveStreams } from './streams';

const PresenceBody = Type.Object({
  orderId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The order id (a plain number or the encoded id)',
  }),
  viewing: Type.Boolean({
    description: 'true while the order detail is open (repeat every 20 s), false on leaving',
  }),
});

const Viewer = Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.String() });

/** How often this process forgets viewers whose page stopped saying it is open. */
const SWEEP_MS = 15_000;

/** Presence calls per member (the page sends one every 20 s per open order, and one on leaving). */
export const PRESENCE_LIMIT: Limit = { limit: 60, windowSeconds: 60 };

/**
 * One 'rate-limited' record per member and limit a minute, in this process: a burst of 2,000 refused
 * streams leaves one row, not 2,000 (the set is emptied every minute).
 */
function rateLimitRecorder(app: FastifyInstance) {
  let seen = new Set<string>();
  let minute = Math.floor(Date.now() / 60_000);
  return async (request: FastifyRequest, limit: string, detail: string): Promise<void> => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) [seen, minute] = [new Set(), now];
    const key = `${request.member.id} ${limit}`;
    if (seen.has(key)) return;
    seen.add(key);
    // The refusal is answered whatever becomes of its record.
    await logSecurityEvent(app.db, request, {
      event: 'rate-limited',
      memberId: request.member.id,
      detail,
    }).catch((error: unknown) => request.log.warn({ err: error }, 'recording a rate-limited event failed'));
  };
}

/**
 * Live updates for staff screens: the event stream (Server-Sent Events) and presence on an order. The
 * events come from every process through the database (platform/events); the shell turns them into bus
 * events, so counts, queues and the order detail refresh in every browser.
 */
export default async function liveRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const streams = new Set<OpenStream>();
  const recordRateLimited = rateLimitRecorder(app);

  app.get(
    '/admin/events',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events for staff screens: counts-changed, order-updated {orderId, changes, by}, presence {orderId, viewers}',
        description:
          'text/event-stream. Resumes after the Last-Event-ID header while the event is kept (10 minutes); a fresh ' +
          'stream starts with `event: ready` carrying the current id. A comment heartbeat every 25 s. Each event ' +
          "goes only to the roles in its audience (every staff role for today's events). The stream's token is " +
          'checked again every few seconds: after a logout, an ended session, the member deleted or a password ' +
          "change, and at the token's expiry, the stream ends within 5 s with `event: stream-ended` " +
          '{reason: session-ended | expired, message}; a changed role ends it with reason role-changed (reconnect ' +
          `for the new role's events). At most ${STREAMS_PER_MEMBER} open streams per member in each API process; ` +
          `one more is a 429 with Retry-After: ${STREAM_RETRY_AFTER_SECONDS}.`,
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 40 })) }),
        produces: ['text/event-stream'],
        response: {
          200: Type.String({ description: 'An endless event stream' }),
          ...errorResponses,
          ...tooManyResponse(`The member already has ${STREAMS_PER_MEMBER} streams open: status 0`),
        },
      },
    },
    async (request, reply) => {
      // protect() has checked this token; reading it again hits the signature cache.
      const check = readToken(app.config.jwtSecret, request.headers.authorization);
      if (!check.ok) throw unauthenticated(check.message);
      const { member } = request;
      const release = liveStreams.take(app.db, member.id);
      if (!release) {
        await recordRateLimited(
          request,
          'live-streams',
          `Live updates: more than ${STREAMS_PER_MEMBER} streams at once in one API process; the extra ones were refused.`,
        );
        throw tooMany(
          `You already have ${STREAMS_PER_MEMBER} live update streams open (one per tab). ` +
            `Close a tab, or try again in ${STREAM_RETRY_AFTER_SECONDS} seconds.`,
          STREAM_RETRY_AFTER_SECONDS,
        );
      }
      // Filled in once the stream is tracked; whatever ends the stream lets go of all three.
      const tracking = { untrack: () => {} };
      const stream: OpenStream = openStream(app.live, request, reply, () => {
        tracking.untrack();
        release();
        streams.delete(stream);
      });
      // Nothing can end it before this line (a socket's close is announced later), but be exact.
      if (stream.ended) return;
      streams.add(stream);
      tracking.untrack = liveStreams.track({
        db: app.db,
        claims: check.claims,
        role: member.type,
        log: request.log,
        end: (why) => stream.end(why),
      });
    },
  );

  app.post(
    '/admin/presence',
    {
      schema: {
        tags: ['live'],
        summary:
          'Say that the signed-in member has an order open (or left it); answers who is viewing it now',
        description:
          'Only for an order that exists (else 404) and that sits in a list the member may open (else 403; ' +
          `leaving is always accepted). ${PRESENCE_LIMIT.limit} calls per member per minute, then 429 with ` +
          'Retry-After.',
        body: PresenceBody,
        response: {
          200: Envelope(Type.Object({ viewers: Type.Array(Viewer) })),
          ...errorResponses,
          ...tooManyResponse('Too many presence calls from this member: status 0'),
        },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const { member } = request;
      const gate = await consume(app.db, `presence:minute:member:${member.id}`, PRESENCE_LIMIT);
      if (!gate.allowed) {
        await recordRateLimited(
          request,
          'presence',
          `Presence: more than ${PRESENCE_LIMIT.limit} calls in a minute; the extra ones were refused.`,
        );
        throw tooMany(
          `You are sending presence updates too quickly. Please wait ${waitText(gate.retryAfterSeconds)}.`,
          gate.retryAfterSeconds,
        );
      }
      const access = await orderAccess(app.db, orderId, member);
      if (access === 'missing') throw notFound(`Order not found: ${orderId}`);
      if (access === 'closed' && request.body.viewing)
        throw forbidden(`Order ${orderId} is not in any list the ${member.type} role may open.`);
      const viewers = await app.db.transaction().execute(async (trx) => {
        const changed = await setViewing(trx, orderId, member.id, request.body.viewing);
        const now = await viewersOf(trx, orderId);
        if (changed) await publish(trx, [{ type: 'presence', data: { orderId, viewers: now } }]);
        return now;
      });
      return ok({ viewers }, 'Presence updated');
    },
  );

  const sweep = setInterval(() => {
    app.db
      .transaction()
      .execute(async (trx) => {
        for (const orderId of await sweepExpired(trx))
          await publish(trx, [
            { type: 'presence', data: { orderId, viewers: await viewersOf(trx, orderId) } },
          ]);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence sweep failed'));
  }, SWEEP_MS);
  sweep.unref();

  // Before the server waits for open connections to end: streams never end by themselves.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const stream of streams) stream.close(1_000);
  });
}
