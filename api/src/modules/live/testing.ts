import type { AddressInfo } from 'node:net';
import type { Role } from '@earrival/shared/types';
import { sessionToken, useStaffSuite, type StaffSuite } from '../../testing/fixtures';
import type { DatabaseKind } from '../../testing/harness';
import { openTestStream, type TestStream, type WireEvent } from './sseClient';
import { liveStreams } from './streams';

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
