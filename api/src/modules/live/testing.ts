import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '@earrival/shared/types';
import { sessionToken, useStaffSuite, type StaffSuite } from '../../testing/fixtures';
import type { DatabaseKind } from '../../testing/harness';
import { liveStreams } from './streams';

/** One event as a test reads it off the wire. */
export interface WireEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A minimal SSE reader over a real socket for tests: collects parsed events and lets a test wait for one
 * that matches, so assertions see exactly what a browser would receive.
 */
export interface TestStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: WireEvent[];
  /** Raw text received (heartbeats, retry lines). */
  text(): string;
  next(match: (event: WireEvent) => boolean, timeoutMs?: number): Promise<WireEvent>;
  close(): void;
  closed: Promise<void>;
}

export function openTestStream(
  baseUrl: string,
  token: string | undefined,
  lastEventId?: string,
): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = token;
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const request = http.get(`${baseUrl}/api/admin/events`, { headers }, (response) => {
      let raw = '';
      let pending = '';
      const events: WireEvent[] = [];
      const waiters: Array<() => void> = [];
      let closedResolve = () => {};
      const closed = new Promise<void>((r) => (closedResolve = r));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.data !== undefined)
            events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        }
        for (const wake of waiters.splice(0)) wake();
      });
      response.on('close', () => closedResolve());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => raw,
        async next(match, timeoutMs = 3_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const found = events.find(match);
            if (found) return found;
            const left = deadline - Date.now();
            if (left <= 0)
              throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
            await new Promise<void>((wake) => {
              // The deadline's timer goes with the wait, so a finished test leaves none behind.
              const timer = setTimeout(wake, left);
              waiters.push(() => {
                clearTimeout(timer);
                wake();
              });
            });
          }
        },
        close: () => request.destroy(),
        closed,
      });
    });
    request.on('error', reject);
  });
}

/** A live-module suite: the staff suite on a real socket, and streams closed after each test. */
export interface LiveSuite extends StaffSuite {
  baseUrl: string;
  /** Opens an event stream with the token (kept, and closed after the test). */
  open(token: string | undefined, lastEventId?: string): Promise<TestStream>;
  /**
   * Signs the member in the way every sign-in does (a token and its session row), valid for ttlSeconds:
   * a token the test may log out, end, let expire or lose to a deletion without touching the others.
   */
  signIn(role: Role, ttlSeconds?: number): Promise<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the check passes (polling), or fails after timeoutMs. */
export async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
    await sleep(10);
  }
}

export const isEvent = (name: string) => (event: WireEvent) => event.event === name;

export function useLiveSuite(kind: DatabaseKind): LiveSuite {
  const suite = useStaffSuite(kind) as LiveSuite;
  const streams: TestStream[] = [];
  suite.open = async (token, lastEventId) => {
    const stream = await openTestStream(suite.baseUrl, token, lastEventId);
    streams.push(stream);
    return stream;
  };
  suite.signIn = (role, ttlSeconds = 3600) =>
    sessionToken(suite.context.app, suite.staff[role], { ttlSeconds });
  beforeEach(async () => {
    // A real socket: an endless response cannot go through inject().
    const { app } = suite.context;
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    suite.baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    const open = streams.splice(0);
    for (const stream of open) stream.close();
    await Promise.all(open.map((stream) => stream.closed));
    // The server hears of the closes a moment later: the next test starts with every slot free.
    await until(() => liveStreams.size === 0);
  });
  return suite;
}
