/**
 * @jest-environment node
 */
// Node's own fetch and streams against a real HTTP server: jsdom has neither.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { SESSION_KEY } from '@earrival/shared/session';
import type { LiveConnectionState } from '@earrival/shared/types';
import {
  openEventStream,
  retryAfterMs,
  retryDelay,
  type EventStream,
  type EventStreamOptions,
} from './eventStream';
import type { SseMessage } from './sseParser';

/** The part of a browser the session reads: storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

interface Connection {
  req: IncomingMessage;
  res: ServerResponse;
  /** Resolves when the browser side lets go of the request. */
  gone: Promise<void>;
}

let server: Server;
let connections: Connection[];
let answer: (connection: Connection, index: number) => void;
let stream: EventStream | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check holds; the timeout only guards a hang (it takes milliseconds when idle). */
async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(5);
  }
}

const openSse = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.flushHeaders();
};

function open(options: Partial<EventStreamOptions> = {}) {
  const messages: SseMessage[] = [];
  const states: LiveConnectionState[] = [];
  stream = openEventStream({
    path: 'admin/events',
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    minDelayMs: 10,
    ...options,
  });
  return { messages, states };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const gone = new Promise<void>((resolve) => res.on('close', () => resolve()));
    const connection = { req, res, gone };
    connections.push(connection);
    answer(connection, connections.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(globalThis, {
    __EARRIVAL_API__: `http://127.0.0.1:${port}/api/`,
    window: { localStorage: memoryStorage(), sessionStorage: memoryStorage() },
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, '__EARRIVAL_API__');
});

beforeEach(() => {
  connections = [];
  window.localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'token-1' }));
});

afterEach(() => {
  stream?.close();
  stream = undefined;
  for (const { res } of connections) res.destroy();
});

describe('openEventStream against a real server', () => {
  it('reads events cut anywhere in the bytes (inside a CRLF and inside a UTF-8 character)', async () => {
    const bytes = Buffer.from(
      ': connected\r\n\r\n' +
        'id: 1\r\nevent: counts-changed\r\ndata: {}\r\n\r\n' +
        'id: 2\nevent: order-updated\ndata: {"orderId":42,"by":{"id":3,"name":"Sí"}}\n\n' +
        'event: presence\rdata: one\rdata: two\r\r',
    );
    const cuts = [3, 30, 31, bytes.indexOf('í') + 1, bytes.length - 9, bytes.length - 1];
    answer = ({ res }) => {
      openSse(res);
      void (async () => {
        let from = 0;
        for (const cut of [...cuts, bytes.length]) {
          res.write(bytes.subarray(from, cut));
          from = cut;
          await sleep(15);
        }
      })();
    };
    const { messages, states } = open();
    await until(() => messages.length === 3);
    expect(messages).toEqual([
      { id: '1', event: 'counts-changed', data: '{}' },
      { id: '2', event: 'order-updated', data: '{"orderId":42,"by":{"id":3,"name":"Sí"}}' },
      { id: '2', event: 'presence', data: 'one\ntwo' },
    ]);
    expect(states).toEqual(['connecting', 'open']);
    expect(connections[0]!.req.headers).toMatchObject({
      authorization: 'Bearer token-1',
      accept: 'text/event-stream',
    });
    expect(connections[0]!.req.url).toBe('/api/admin/events');
    expect(connections[0]!.req.headers['last-event-id']).toBeUndefined();
  });

  it('reconnects after the server closes, after the retry it asked for, resuming with Last-Event-ID', async () => {
    answer = ({ res }, index) => {
      openSse(res);
      if (index === 0) res.end('retry: 30\n\nid: 7\nevent: counts-changed\ndata: {}\n\n');
      else res.write(`id: 8\nevent: counts-changed\ndata: {}\n\n`);
    };
    // The stream's own first wait is long: only the server's `retry: 30` makes it come back this soon.
    const { messages, states } = open({ minDelayMs: 60_000 });
    await until(() => messages.length === 2);
    expect(connections).toHaveLength(2);
    expect(connections[1]!.req.headers['last-event-id']).toBe('7');
    expect(messages.map((m) => m.id)).toEqual(['7', '8']);
    expect(states).toEqual(['connecting', 'open', 'paused', 'open']);
  });

  it('keeps retrying while the server fails, paused, and reads the token afresh on each attempt', async () => {
    answer = ({ res }, index) => {
      if (index < 2) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":0,"message":"down"}');
        return;
      }
      openSse(res);
    };
    const { states } = open();
    await until(() => connections.length === 1);
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'token-2' }));
    await until(() => states.at(-1) === 'open');
    expect(connections).toHaveLength(3);
    expect(connections[2]!.req.headers.authorization).toBe('Bearer token-2');
    expect(states).toEqual(['connecting', 'paused', 'open']);
  });

  it('waits longer after each failure, up to the ceiling; a server that hangs up at once is a failure', async () => {
    const arrivals: number[] = [];
    answer = ({ res }, index) => {
      arrivals.push(Date.now());
      if (index === 8) return openSse(res);
      if (index === 2) {
        openSse(res);
        res.end();
        return;
      }
      res.writeHead(503).end();
    };
    // Without the 40 ms ceiling the last attempt would wait 1,280-2,560 ms.
    const { states } = open({ minDelayMs: 20, maxDelayMs: 40 });
    // The server sees the request before the browser sees the answer: wait for both.
    await until(() => connections.length === 9 && states.at(-1) === 'open');
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(9);
    for (const gap of gaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(19);
    expect(Math.max(...gaps)).toBeLessThan(1000);
    expect(states).toEqual(['connecting', 'paused', 'open', 'paused', 'open']);
  });

  it('ends the session on a 401 the way every other call does, and stops reconnecting', async () => {
    answer = ({ res }) =>
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 401, message: 'Session expired. Please sign in again.', data: null }));
    const heard: AppEvent[] = [];
    const subscription = eventBus.on('session-ended').subscribe((event) => heard.push(event));
    const { states } = open();
    await until(() => states.includes('closed'));
    // A deliberate negative check: a reconnect would come within the 10 ms backoff; 100 ms is ten of them.
    await sleep(100);
    subscription.unsubscribe();
    expect(connections).toHaveLength(1);
    expect(states).toEqual(['connecting', 'closed']);
    expect(heard).toEqual([{ type: 'session-ended', message: 'Session expired. Please sign in again.' }]);
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('after a 429 waits the Retry-After the server names, however short its own backoff', async () => {
    const arrivals: number[] = [];
    answer = ({ res }, index) => {
      arrivals.push(Date.now());
      if (index === 0) {
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
          .end('{"status":0,"message":"You already have 5 live update streams open.","data":null}');
        return;
      }
      openSse(res);
    };
    // Without the Retry-After the second attempt would come 5-10 ms later.
    const { states } = open({ minDelayMs: 10 });
    await until(() => states.at(-1) === 'open');
    expect(connections).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950);
    expect(states).toEqual(['connecting', 'paused', 'open']);
  });

  it('a stream the server ended (stream-ended) is retried at once, and that 401 ends the session', async () => {
    answer = ({ res }, index) => {
      if (index === 0) {
        openSse(res);
        // A long retry hint: only the stream-ended event makes the reconnect come this soon.
        res.end(
          'retry: 60000\n\nid: 3\nevent: counts-changed\ndata: {}\n\n' +
            'event: stream-ended\ndata: {"reason":"session-ended","message":"You have signed out."}\n\n',
        );
        return;
      }
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ status: 401, message: 'You have signed out. Please sign in again.', data: null }),
        );
    };
    const heard: AppEvent[] = [];
    const subscription = eventBus.on('session-ended').subscribe((event) => heard.push(event));
    const { messages, states } = open({ minDelayMs: 60_000 });
    // Retried at once, not after the 60 s retry hint: the guard of until() (20 s) is well inside that.
    await until(() => states.includes('closed'));
    subscription.unsubscribe();
    expect(connections).toHaveLength(2);
    expect(connections[1]!.req.headers['last-event-id']).toBe('3');
    // The connection's own last word is not a page event.
    expect(messages.map((m) => m.event)).toEqual(['counts-changed']);
    expect(states).toEqual(['connecting', 'open', 'paused', 'closed']);
    expect(heard).toEqual([{ type: 'session-ended', message: 'You have signed out. Please sign in again.' }]);
  });

  it('takes a stream silent for the idle time as dead and reconnects; heartbeats keep it alive', async () => {
    let lastBeat: () => void = () => undefined;
    const beaten = new Promise<void>((resolve) => (lastBeat = resolve));
    answer = ({ res }, index) => {
      openSse(res);
      if (index > 0) return;
      // Twelve heartbeats 100 ms apart (1.2 s, past the 800 ms idle time), then silence, left open.
      let beats = 0;
      const timer = setInterval(() => {
        res.write(': heartbeat\n\n');
        if (++beats === 12) {
          clearInterval(timer);
          lastBeat();
        }
      }, 100);
      res.on('close', () => clearInterval(timer));
    };
    // Server and browser share one event loop: an idle timer the heartbeats did not push back would have
    // fired (at 800 ms) before the twelfth beat's timer (at 1,200 ms or later), however busy the machine.
    const { states } = open({ idleTimeoutMs: 800 });
    // Past the idle time, but heartbeats came all along.
    await beaten;
    expect(connections).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open']);
    await until(() => connections.length === 2);
    await connections[0]!.gone;
    await until(() => states.at(-1) === 'open');
    expect(states).toEqual(['connecting', 'open', 'paused', 'open']);
  });

  it('close() lets go of the connection and never comes back', async () => {
    answer = ({ res }) => openSse(res);
    const { states } = open();
    await until(() => states.at(-1) === 'open');
    stream!.close();
    await connections[0]!.gone;
    // A deliberate negative check: a reconnect would come within the 10 ms backoff; 60 ms is six of them.
    await sleep(60);
    expect(connections).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, caps it at 10 minutes, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('86400', now)).toBe(600_000);
    for (const header of [null, '', 'soon', '-5', '1.5', 'Fri, 20 Nov 2026 09:00:00 GMT'])
      expect(retryAfterMs(header, now)).toBe(0);
  });
});

describe('retryDelay', () => {
  it('doubles from the base to the ceiling, half of it random', () => {
    expect(retryDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(retryDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(retryDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(retryDelay(5, 1000, 30_000, () => 0)).toBe(15_000);
    expect(retryDelay(12, 1000, 30_000, () => 1)).toBe(30_000);
  });
});
