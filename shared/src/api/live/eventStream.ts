// Kept over @microsoft/fetch-event-source (unreleased since 2021): it drops heartbeat comments, so a silent dead stream cannot be told from a quiet one, and it has no Retry-After.
import { readSession } from '@earrival/shared/session';
import type { LiveConnectionState } from '@earrival/shared/types';
import { apiBase, refusal } from '../client';
import { createSseParser, type SseMessage } from './sseParser';

export interface EventStreamOptions {
  /** Under the API base, e.g. 'admin/events'. */
  path: string;
  onMessage: (message: SseMessage) => void;
  onState?: (state: LiveConnectionState) => void;
  /** First wait before reconnecting, until the server sends its own `retry:`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A stream with no byte (event or heartbeat comment) for this long is taken as dead. */
  idleTimeoutMs?: number;
}

export interface EventStream {
  close(): void;
}

/**
 * Exponential backoff with equal jitter: the wait doubles with each failure up to the ceiling, and half
 * of it is random so that every browser cut off by one server restart does not return in the same instant.
 */
export function retryDelay(failures: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** failures);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** The longest Retry-After honoured (a larger one is taken as this): a stream is never given up on. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** Retry-After as milliseconds (seconds or an HTTP date), or 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : 0;
}

/** The event the server sends before it ends a stream by itself (session over, role changed). */
export const STREAM_ENDED_EVENT = 'stream-ended';
/**
 * After a `stream-ended`, the reconnect comes within this time instead of after the backoff: its answer
 * decides what happens (a 401 ends the session the usual way; a changed role gets its own stream).
 */
const ENDED_RECONNECT_MS = 250;
/** A second `stream-ended` this soon after the last quick reconnect waits the usual backoff instead. */
const ENDED_QUIET_MS = 10_000;

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Server-Sent Events over fetch with the session's token (EventSource cannot send headers). Reconnects
 * after any failure or a silent stream with backoff, resuming with Last-Event-ID, never sooner than a
 * refusal's Retry-After (the server's limit of streams per member: 429); a 401 ends the session the way
 * every other call's 401 does and stops for good. A stream the server ended by itself (`stream-ended`:
 * the session is over, or the role changed) is retried at once, so that answer comes within a moment.
 * No fetch streams (old engines, jsdom): nothing.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const {
    path,
    onMessage,
    onState,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    idleTimeoutMs = 60_000,
  } = options;
  let baseDelay = minDelayMs;
  let failures = 0;
  let closed = false;
  /** The server said it ended the stream (`stream-ended`): reconnect at once, once in a while. */
  let endedByServer = false;
  let lastQuickReconnect = -Infinity;
  /** The server's Retry-After (429, 503): no reconnect before it, whatever the backoff says. */
  let notBeforeMs = 0;
  let state: LiveConnectionState | null = null;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const parser = createSseParser({
    onMessage: (message) => {
      if (closed) return;
      if (message.event === STREAM_ENDED_EVENT) {
        endedByServer = true;
        return;
      }
      try {
        onMessage(message);
      } catch (error) {
        // A listener's bug is reported, not taken for a broken connection (which would reconnect forever).
        setTimeout(() => {
          throw error;
        });
      }
    },
    onRetry: (ms) => (baseDelay = ms),
  });

  const setState = (next: LiveConnectionState) => {
    if (state === next) return;
    state = next;
    onState?.(next);
  };

  // Armed before the answer too: a server that accepts the connection and never answers is dead as well.
  const watchIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  const stop = () => {
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    controller?.abort();
    setState('closed');
  };

  const retry = () => {
    clearTimeout(idleTimer);
    if (closed) return;
    setState('paused');
    const quick = endedByServer && Date.now() - lastQuickReconnect > ENDED_QUIET_MS;
    endedByServer = false;
    let delay = retryDelay(failures, baseDelay, maxDelayMs);
    if (quick) {
      lastQuickReconnect = Date.now();
      delay = Math.random() * ENDED_RECONNECT_MS;
    } else failures += 1;
    retryTimer = setTimeout(connect, Math.max(delay, notBeforeMs));
    notBeforeMs = 0;
  };

  async function connect(): Promise<void> {
    const token = readSession()?.accessToken;
    if (!token) return stop();
    controller = new AbortController();
    parser.reset();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
    watchIdle();
    try {
      const response = await fetch(`${apiBase()}${path}`, {
        headers,
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        await refusal(path, 401, await jsonOf(response));
        return stop();
      }
      const type = response.headers.get('content-type') ?? '';
      // Too many streams (429) or the server busy (503): no reconnect storm, the server says when.
      notBeforeMs = retryAfterMs(response.headers.get('retry-after'));
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => undefined);
        throw new Error(`The event stream answered ${response.status} ${type}.`);
      }
      setState('open');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        // The backoff starts over only once the server has said something: one that accepts and hangs up
        // at once (overloaded, a proxy in the way) keeps being retried ever more slowly.
        failures = 0;
        watchIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Refused, unreachable, cut off or gone silent: all are retried alike.
    }
    retry();
  }

  if (typeof fetch !== 'function' || typeof ReadableStream !== 'function') return { close: () => undefined };
  setState('connecting');
  void connect();
  return { close: stop };
}
