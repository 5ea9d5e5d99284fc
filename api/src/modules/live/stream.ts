import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from '../../platform/events';
import type { LiveEvent } from '../../platform/events/live';
import type { StreamEndedData } from '@earrival/shared/types';

/** A comment line every 25 s: proxies keep the connection, and the browser knows the stream is alive. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after the server closes a stream (SSE `retry:`). */
export const RETRY_MS = 3_000;
/** A client this far behind (bytes not yet taken by its socket) is cut off; it resumes from its last id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Last-Event-ID as the browser sends it back: our ids are positive integers; anything else starts afresh. */
export function resumeFrom(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export interface OpenStream {
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
export function openStream(
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
