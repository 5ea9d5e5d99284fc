import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApiForTest } from './builtServer';
import { startTestS3, type TestS3 } from '../platform/store/testing';
import { startTestSmtp, type TestSmtp } from '../platform/mailer/testing';
import { openTestStream, type TestStream, type WireEvent } from '../modules/live/fixtures/index';
import { PROOF_COOKIE } from '../modules/visitor/proof';
import {
  clusterSkipReason,
  createDatabase,
  pdfBytes,
  sharedEnv,
  signIn,
  startApi,
  startNginx,
  uploadDocument,
  type ApiProcess,
  type FreshDatabase,
  type Nginx,
} from './cluster';

/*
 * The service as two identical processes (A and B, the compiled server) on one fresh PostgreSQL database
 * and one S3 store (s3rver), each with a DATA_DIR of its own, behind nginx with the repository's
 * deploy/nginx/nginx.conf. What one process does, the other sees: stored documents, live events, queued
 * mail, sign-in throttles. Needs DATABASE_URL (a server where it may CREATE DATABASE) and nginx.
 */

const skip = clusterSkipReason();
if (skip) console.warn(`\n!! api/src/testing/twoProcesses.test.ts SKIPPED: ${skip}\n`);
const describeCluster = skip ? describe.skip : describe;

jest.setTimeout(60_000);

const isOrder = (orderId: number) => (e: WireEvent) =>
  e.event === 'order-updated' && (e.data as { orderId: number }).orderId === orderId;

async function until<T>(probe: () => T | Promise<T>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeCluster('two API processes on one database and one store, behind nginx', () => {
  let build: ReturnType<typeof buildApiForTest> | undefined;
  let database: FreshDatabase | undefined;
  let s3: TestS3 | undefined;
  let smtp: TestSmtp | undefined;
  let nginx: Nginx | undefined;
  let client: pg.Client | undefined;
  const processes: ApiProcess[] = [];
  const streams: TestStream[] = [];
  let env: NodeJS.ProcessEnv = {};
  let a: ApiProcess;
  let b: ApiProcess;
  let token = '';
  let orderId = 0;
  let file1 = '';
  const email = 'ana.scale@example.org';
  const bytes = pdfBytes(200_000, 3);

  beforeAll(async () => {
    build = buildApiForTest();
    database = await createDatabase(process.env.DATABASE_URL!);
    s3 = await startTestS3('earrival-scale');
    smtp = await startTestSmtp();
    env = sharedEnv({
      databaseUrl: database.url,
      s3: s3.config,
      smtpUrl: smtp.url,
      jwtSecret: randomBytes(32).toString('hex'),
    });
    // A first, then B, both with SEED_DEMO=1: B finds the demo data there and seeds nothing. (Started at the
    // same instant on an empty database, the seed races: both see no team members, and the loser stops
    // with a duplicate key on team_members_email_key. Migrations and pg-boss's schema do not race.)
    // A's worker polls only once a minute, so the mail of step (c) is left to B's worker (which process
    // takes a job is otherwise a coin toss, and a held try in A would make A's drain wait for it).
    processes.push(await startApi(build.outdir, 'A', { ...env, JOBS_POLL_SECONDS: '60' }));
    processes.push(await startApi(build.outdir, 'B', env));
    [a, b] = processes as [ApiProcess, ApiProcess];
    nginx = await startNginx([a, b]);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    token = await signIn(a.baseUrl, 'admin@example.com');
  }, 90_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    smtp?.open();
    await client?.end().catch(() => undefined);
    const stopping = await Promise.allSettled([nginx?.stop(), ...processes.map((p) => p.stop())]);
    await Promise.allSettled([s3?.close(), smtp?.close()]);
    await database?.drop();
    build?.remove();
    for (const result of stopping) if (result.status === 'rejected') throw result.reason;
  }, 60_000);

  const open = async (baseUrl: string) => {
    const stream = await openTestStream(baseUrl, token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    return stream;
  };

  it('both came up with SEED_DEMO=1 on one database: one set of demo accounts and orders', async () => {
    const members = await client!.query<{ n: string; emails: string }>(
      `SELECT count(*) AS n, count(DISTINCT lower(email)) AS emails FROM team_members`,
    );
    expect(Number(members.rows[0]!.n)).toBeGreaterThan(0);
    expect(members.rows[0]!.n).toBe(members.rows[0]!.emails);
    const orders = await client!.query<{ n: string }>(`SELECT count(*) AS n FROM orders`);
    expect(Number(orders.rows[0]!.n)).toBe(2400);
    // A token signed by A works on B: the secret and the revocations are shared.
    expect((await fetch(`${b.baseUrl}/api/user_info`, { headers: { authorization: token } })).status).toBe(
      200,
    );
  });

  it('(a) a document uploaded through A is served by B and through nginx with the same bytes', async () => {
    const inserted = await client!.query<{ id: number }>(
      `SELECT order_id AS id FROM orders ORDER BY order_id LIMIT 1`,
    );
    orderId = inserted.rows[0]!.id;
    await client!.query(
      `UPDATE orders SET email = $1, confirm_email = $1, process_status = 'New' WHERE order_id = $2`,
      [email, orderId],
    );
    const uploaded = await uploadDocument(a.baseUrl, token, { orderId, email }, bytes);
    expect(uploaded.status).toBe(200);
    file1 = (uploaded.body.data as { document: { file1: string } }).document.file1;
    for (const base of [b.baseUrl, nginx!.baseUrl, a.baseUrl]) {
      const response = await fetch(`${base}/api/uploads/docs/${orderId}/${encodeURIComponent(file1)}`, {
        headers: { authorization: token },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  // Pushed, not polled: B reads new events only when the commit's NOTIFY wakes it (there is no polling
  // timer), and nginx passes the stream on unbuffered; the event arriving at all is the proof.
  it('(b) a status move made through A is pushed to a stream on B, and to a stream through nginx', async () => {
    expect(orderId).toBeGreaterThan(0);
    const onB = await open(b.baseUrl);
    const viaNginx = await open(nginx!.baseUrl);
    // nginx acts on the API's X-Accel-Buffering: no itself and does not pass it on.
    expect(viaNginx.headers['content-type']).toMatch(/^text\/event-stream/);
    const moved = await fetch(`${a.baseUrl}/api/admin/move-order-status`, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: [orderId], updatingStatus: 'Completed' }),
    });
    expect(moved.status).toBe(200);
    const [fromB, fromNginx] = await Promise.all([
      onB.next(isOrder(orderId)),
      viaNginx.next(isOrder(orderId)),
    ]);
    expect((fromB.data as { changes: string[] }).changes).toEqual(['status']);
    expect(fromNginx.data).toEqual(fromB.data);
  });

  it('(a) the customer downloads the document uploaded through A from B and through nginx (visitor app)', async () => {
    for (const base of [b.visitorUrl, nginx!.visitorUrl]) {
      const tracked = await fetch(`${base}/api/front/track-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId, email }),
      });
      expect(tracked.status).toBe(200);
      const cookie = tracked.headers.getSetCookie().find((c) => c.startsWith(`${PROOF_COOKIE}=`));
      expect(cookie).toBeDefined();
      const proof = cookie!.split(';')[0]!;
      const file = await fetch(`${base}/api/front/uploads/docs/${orderId}/${encodeURIComponent(file1)}`, {
        headers: { cookie: proof },
      });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('(c) a mail queued on A is delivered once by B after A has stopped', async () => {
    // The upload of (a) queued a mail too: wait until it is sent, then count from here.
    await until(async () => {
      const pending = await client!.query(
        `SELECT 1 FROM mail_history WHERE order_id = $1 AND status IN ('queued', 'retrying')`,
        [orderId],
      );
      return pending.rowCount === 0;
    }, 'the earlier mail to be sent');
    const before = smtp!.received.length;
    const acceptedBefore = smtp!.accepted.length;
    smtp!.hold();
    const inserted = await client!.query<{ id: number }>(
      `SELECT order_id AS id FROM orders ORDER BY order_id OFFSET 1 LIMIT 1`,
    );
    const mailOrder = inserted.rows[0]!.id;
    const uploaded = await uploadDocument(a.baseUrl, token, { orderId: mailOrder, email }, pdfBytes(3000, 9));
    expect(uploaded.status).toBe(200);
    // B's worker took it and the provider keeps it waiting for its answer; now A goes away.
    await until(() => smtp!.received.length > before, 'the mail to reach the (held) provider');
    expect(await a.stop()).toBe(0);
    smtp!.open();
    const rows = await until(async () => {
      const result = await client!.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM mail_history WHERE order_id = $1`,
        [mailOrder],
      );
      return result.rows[0]?.status === 'sent' ? result.rows : undefined;
    }, 'the mail to be recorded as sent');
    expect(rows).toEqual([expect.objectContaining({ status: 'sent' })]);
    // Once: no second try reached the provider, and the one answer went to a live sender (B). A deliberate
    // negative check: a second try would come after the 1 s retry delay, so the wait is longer than that.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp!.received.length - before).toBe(1);
    expect(smtp!.accepted.length - acceptedBefore).toBe(1);
    expect(smtp!.received.at(-1)!.to).toEqual([email]);
  });

  it('(d) sign-in failures for one account from one source are counted together on A and B', async () => {
    // A was stopped by (c): start it again on the same database and store (a rolling restart).
    const index = processes.indexOf(a);
    a = await startApi(build!.outdir, 'A2', env);
    processes[index] = a;
    const attempt = (process: ApiProcess) =>
      fetch(`${process.baseUrl}/api/admin/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'manager@example.com', password: 'not the password' }),
      }).then(async (r) => ({
        status: r.status,
        message: ((await r.json()) as { message: string }).message,
      }));
    // Five free failures, alternating between the processes: none is refused on its own count.
    for (const process of [a, b, a, b, a]) expect((await attempt(process)).status).toBe(400);
    // The next one is refused on whichever process it reaches.
    const [onB, onA] = await Promise.all([attempt(b), attempt(a)]);
    for (const refused of [onB, onA]) {
      expect(refused.status).toBe(429);
      expect(refused.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
    }
  });
});
