import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../platform/mailer/testing';
import {
  createTestContext,
  destroyTestContext,
  truncateAll,
  type DatabaseKind,
  type TestContext,
} from '../../../testing/harness';
import { call, createStaff, type Staff } from '../../../testing/fixtures';
import { flushSessionTouches } from '../service/sessionCheck';

/*
 * Test fixtures of the auth module (tests only; other modules' tests may use them too): a suite whose
 * first mail provider is a real SMTP server on loopback, and small helpers to sign in and read the
 * security log and the sessions of a member.
 */

export async function until<T>(probe: () => T | Promise<T>, accept: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface MailSuite {
  context: TestContext;
  staff: Staff;
  smtp: TestSmtp;
  app(): FastifyInstance;
  /** The mails accepted for `to`, once there are at least `count`. */
  mailsTo(to: string, count?: number): Promise<ReceivedMail[]>;
}

/** One database and one SMTP server per suite; every test starts empty, with one account per role. */
export function useMailSuite(kind: DatabaseKind): MailSuite {
  const suite = {
    app: () => suite.context.app,
    mailsTo: (to: string, count = 1) =>
      until(
        () => suite.smtp.accepted.filter((m) => m.to.includes(to)),
        (list) => list.length >= count,
        `${count} mail(s) to ${to}`,
      ),
  } as MailSuite;
  beforeAll(async () => {
    suite.smtp = await startTestSmtp();
    suite.context = await createTestContext(kind, {
      mail: { ...loadConfig().mail, provider1Url: suite.smtp.url, staffUrl: 'https://office.example' },
    });
  }, 60_000);
  afterAll(async () => {
    await destroyTestContext(suite.context);
    await suite.smtp?.close();
  });
  beforeEach(async () => {
    await truncateAll(suite.context.database);
    suite.staff = await createStaff(suite.context.app);
    suite.smtp.received.length = 0;
    suite.smtp.accepted.length = 0;
  });
  return suite;
}

/** Signs in with a password (no two-factor), from a given address and browser; returns the answer. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = 'demo1234',
  { ip = '203.0.113.9', userAgent = CHROME_ON_WINDOWS }: { ip?: string; userAgent?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/admin-login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
  return { code: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A password sign-in's token (fails the test when there is none). */
export async function tokenFor(app: FastifyInstance, email: string, password = 'demo1234', ip?: string) {
  const { body } = await signIn(app, email, password, ip ? { ip } : {});
  if (typeof body.jwtToken !== 'string') throw new Error(`No session for ${email}: ${JSON.stringify(body)}`);
  return body.jwtToken;
}

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The security log's rows of some events, oldest first. */
export async function securityEvents(app: FastifyInstance, ...events: string[]) {
  return app.db
    .selectFrom('security_events')
    .select(['event', 'actor_id', 'member_id', 'email', 'detail', 'ip'])
    .where('event', 'in', events)
    .orderBy('id')
    .execute();
}

/** A member's session rows, oldest first. */
export async function sessionsOf(app: FastifyInstance, memberId: number) {
  return app.db
    .selectFrom('member_sessions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** GET /api/user_info with a token: 200 while its session is open, 401 with why once it is not. */
export const userInfo = (app: FastifyInstance, token: string) => call(app, token, 'GET', '/api/user_info');

/** Writes the last_seen_at times the token check noted (they are written a second later otherwise). */
export const flushTouches = (app: FastifyInstance) => flushSessionTouches(app.db);
