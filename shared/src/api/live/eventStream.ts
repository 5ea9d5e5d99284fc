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

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Server-Sent Events over fetch with the session's token (EventSource cannot send headers). Reconnects
 * after any failure or a silent stream with backoff, resuming with Last-Event-ID; a 401 ends the session
 * the way every other call's 401 does and stops for good. No fetch streams (old engines, jsdom): nothing.
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
  let state: LiveConnectionState | null = null;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const parser = createSseParser({
    onMessage: (message) => {
      if (closed) return;
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
    retryTimer = setTimeout(connect, retryDelay(failures, baseDelay, maxDelayMs));
    failures += 1;
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
