import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { protect } from '../../platform/http/gate';
import { readToken } from '../auth/public';
import { Envelope, errorResponses, tooManyResponse } from '../../platform/http/schemas';
import { parseId } from '../../platform/http/ids';
import { ok } from '../../platform/http/reply';
import { unauthenticated } from '../../platform/errors';
import type { LiveHub } from '../../platform/events';
import type { LiveEvent } from '../../platform/events/live';
import { LiveStream, PresenceBody, Viewer, type StreamEnded as StreamEndedData } from './schemas';
import { PRESENCE_LIMIT, sayViewing, sweepPresence, takeStreamSlot } from './service';
import { STREAMS_PER_MEMBER, STREAM_RETRY_AFTER_SECONDS, liveStreams } from './streams';

/** How often this process forgets viewers whose page stopped saying it is open. */
const SWEEP_MS = 15_000;

/** A comment line every 25 s: proxies keep the connection, and the browser knows the stream is alive. */
const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after the server closes a stream (SSE `retry:`). */
const RETRY_MS = 3_000;
/** A client this far behind (bytes not yet taken by its socket) is cut off; it resumes from its last id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Last-Event-ID as the browser sends it back: our ids are positive integers; anything else starts afresh. */
function resumeFrom(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

interface OpenStream {
  /** Ends the stream with a retry hint (shutdown): the browser reconnects to another process. */
  close(retryMs: number): void;
  /**
   * Ends the stream because its session is over or its member's role changed: a last `stream-ended`
   * event says why, then the stream closes; the browser's reconnect meets the token check.
   */
  end(why: StreamEndedData): void;
  /** Whether the stream has ended (by either side). */
  readonly ended: boolean;
}

/**
 * Streams live events to one signed-in member: first those after Last-Event-ID (if still kept), then
 * every new one, each only if the member's role is in its audience. Events that arrive while the missed
 * ones are read are held back and sent in id order, so nothing is skipped or sent twice.
 *
 * The answer starts at once (the handle is returned before the missed events are read), so the caller
 * can register the stream before anything can end it; `onEnd` runs once, however the stream ends.
 */
function openStream(
  hub: LiveHub,
  request: FastifyRequest,
  reply: FastifyReply,
  onEnd: () => void,
): OpenStream {
  const role = request.member.type;
  const raw = reply.raw;
  let last = resumeFrom(request.headers['last-event-id']);
  let held: LiveEvent[] | null = [];
  let ended = false;

  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
  };
  const deliver = (event: LiveEvent) => {
    if (last !== null && event.id <= last) return;
    last = event.id;
    if (!event.audience || event.audience.includes(role)) write(frame(event));
    // An event the member may not see still moves their position, so a resume never replays it.
    else write(`id: ${event.id}\n\n`);
  };
  const unsubscribe = hub.subscribe((event) => (held ? held.push(event) : deliver(event)));
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    onEnd();
  };
  raw.on('close', finish);

  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // nginx would otherwise buffer the stream and deliver events in bursts.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  write(`retry: ${RETRY_MS}\n\n`);
  void (async () => {
    try {
      if (last === null) {
        // A fresh stream starts at the newest event: its id is the position a reconnect resumes from.
        last = await hub.lastId();
        write(`id: ${last}\nevent: ready\ndata: {}\n\n`);
      } else {
        for (const event of await hub.after(last)) deliver(event);
      }
    } catch {
      raw.destroy();
    }
    const pending = held ?? [];
    held = null;
    for (const event of pending) deliver(event);
  })();

  return {
    close(retryMs) {
      write(`retry: ${retryMs}\n\n`);
      finish();
      raw.end();
    },
    end(why) {
      write(`event: stream-ended\ndata: ${JSON.stringify(why)}\n\n`);
      finish();
      raw.end();
    },
    get ended() {
      return ended;
    },
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

  app.get(
    '/admin/events',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events for staff screens: counts-changed {tabId}, order-updated {orderId, changes, by, tabId}, presence {orderId, viewers}',
        description:
          'text/event-stream. Resumes after the Last-Event-ID header while the event is kept (10 minutes); a fresh ' +
          'stream starts with `event: ready` carrying the current id. A comment heartbeat every 25 s. Each event ' +
          "goes only to the roles in its audience (every staff role for today's events). `tabId` is the X-Tab-Id " +
          'of the call that made the change (absent for the system): that browser tab skips its own echo. ' +
          "The stream's token is " +
          'checked again every few seconds: after a logout, an ended session, the member deleted or a password ' +
          "change, and at the token's expiry, the stream ends within 5 s with `event: stream-ended` " +
          '{reason: session-ended | expired, message}; a changed role ends it with reason role-changed (reconnect ' +
          `for the new role's events). At most ${STREAMS_PER_MEMBER} open streams per member in each API process; ` +
          `one more is a 429 with Retry-After: ${STREAM_RETRY_AFTER_SECONDS}.`,
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 40 })) }),
        produces: ['text/event-stream'],
        response: {
          200: LiveStream,
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
      const release = await takeStreamSlot(app, request.actor, member);
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
      const viewers = await sayViewing(
        app,
        request.actor,
        request.member,
        parseId(request.body.orderId),
        request.body.viewing,
      );
      return ok({ viewers }, 'Presence updated');
    },
  );

  const sweep = setInterval(() => {
    sweepPresence(app).catch((error: unknown) => app.log.warn({ err: error }, 'presence sweep failed'));
  }, SWEEP_MS);
  sweep.unref();

  // Before the server waits for open connections to end: streams never end by themselves.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const stream of streams) stream.close(1_000);
  });
}
