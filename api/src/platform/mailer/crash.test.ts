import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSession } from '../../modules/auth/public';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedAccounts } from '../../cli/seed/accounts';
import { makeOrder } from '../../testing/fixtures';
import { pdfBytes } from '../../modules/documents/fixtures/index';
import { startTestSmtp, type TestSmtp } from './testing';
import { freePort } from '../../testing/builtServer';
import { until } from '../../testing/sourceServer';

/*
 * A process killed (kill -9) while its worker is in the middle of a mail's try: nothing records the try,
 * its job stays active, and the next process on the same database takes it over once the try's deadline
 * has passed (pg-boss's maintenance fails the expired try, and the retry sends it). The mail is delivered
 * once, with the Message-ID of the interrupted try, and stays one Email History row. On PostgreSQL (a
 * database of its own) when DATABASE_URL is set, else on PGlite in a DATA_DIR.
 */

/*
 * A guard against a hang, not a speed assertion: every wait below is for an event. Measured on the 2-core
 * machine: 39 s on PGlite with the machine busy with other work, over 60 s with a second `npm test` beside
 * it (two tsx server starts, each migrating and starting its job queue).
 */
jest.setTimeout(240_000);

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const adminUrl = process.env.DATABASE_URL;
const kind = adminUrl ? 'postgres' : 'pglite';
const JWT_SECRET = randomBytes(32).toString('hex');

interface Server {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  output: () => string;
}

describe(`a server killed during a mail's try, and the next one on its database (${kind})`, () => {
  let smtp: TestSmtp;
  let dataDir: string;
  let databaseUrl = '';
  const servers: Server[] = [];

  /** The server as `npm start` runs it, but under node itself (tsx as a loader), so SIGKILL reaches it. */
  async function startServer(): Promise<Server> {
    const [port, visitorPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        VISITOR_PORT: String(visitorPort),
        DATA_DIR: dataDir,
        JWT_SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        MAIL_PROVIDER_1_URL: smtp.url,
        MAIL_PROVIDER_2_URL: '',
        JOBS_POLL_SECONDS: '0.5',
        JOBS_MAINTENANCE_SECONDS: '1',
        MAIL_TRY_TIMEOUT_SECONDS: '3',
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const server = {
      baseUrl: `http://127.0.0.1:${port}`,
      child,
      exited: new Promise((resolve) => child.once('exit', resolve)),
      output: () => output,
    };
    servers.push(server);
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      return fetch(`${server.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }, `the server to answer /api/health:\n${output}`);
    return server;
  }

  /** The suite's database, opened beside the server (PostgreSQL) or while no server holds it (PGlite). */
  const openDatabase = (): Promise<DatabaseHandle> =>
    adminUrl ? Promise.resolve(connectPostgres(databaseUrl)) : connectPglite(dataDir);

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-crash-'));
    if (adminUrl) {
      const name = `earrival_crash_${randomBytes(5).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    }
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    smtp.open();
    await smtp.close();
    if (databaseUrl) await admin(`DROP DATABASE ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the mail once after the restart: one Email History row, sent, with the interrupted try’s Message-ID', async () => {
    // The accounts and an order, written before any server runs (PGlite has one process at a time).
    const setup = await openDatabase();
    await migrateToLatest(setup.db);
    await seedAccounts(setup.db);
    const orderId = await makeOrder(setup.db, { email: 'ana@example.org' });
    const member = await setup.db
      .selectFrom('team_members')
      .select(['id', 'name', 'email', 'type', 'token_version'])
      .where('type', '=', 'Team')
      .executeTakeFirstOrThrow();
    const { token } = await startSession(setup.db, JWT_SECRET, 3600, member, member.token_version, {
      ip: '127.0.0.1',
    });
    await setup.close();

    smtp.hold();
    const first = await startServer();
    const form = new FormData();
    form.append('orderId', String(orderId));
    form.append('email', 'ana@example.org');
    form.append(
      'uploadVisaDoc',
      new Blob([new Uint8Array(pdfBytes(5000))], { type: 'application/pdf' }),
      'a.pdf',
    );
    const upload = await fetch(`${first.baseUrl}/api/admin/upload-visa-document`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect((await upload.json()).message).toBe('Document saved; the e-mail to ana@example.org is queued.');

    // The try is in progress: the provider has the whole message and holds its answer. Then the crash.
    await until(() => smtp.received.length === 1, 'the first try to reach the provider');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    // The provider answers only once it has seen the dead sender's connection close (as a real one would).
    await until(() => smtp.connections() === 0, 'the provider to see the killed sender hang up');
    smtp.open();
    expect(smtp.accepted).toHaveLength(0);

    const second = await startServer();
    await until(() => smtp.accepted.length === 1, 'the mail to be delivered after the restart');
    // Settled: the second process has recorded the try (its Email History says sent), so nothing is left
    // to send again.
    await until(async () => {
      const detail = await fetch(`${second.baseUrl}/api/admin/get-orders-details/${orderId}`, {
        headers: { authorization: token },
      }).then((r) => r.json() as Promise<{ data?: { mailHistory?: Array<{ status?: string }> } }>);
      return detail.data?.mailHistory?.some((mail) => mail.status === 'sent');
    }, 'the Email History to say sent');
    if (!adminUrl) {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    const database = await openDatabase();
    try {
      const mails = await database.db
        .selectFrom('mail_history')
        .select(['id', 'status', 'attempts', 'message_id', 'provider_message_id'])
        .where('order_id', '=', orderId)
        .execute();
      expect(mails).toEqual([
        {
          id: expect.any(Number),
          status: 'sent',
          attempts: 1,
          message_id: expect.stringMatching(/^<.+@.+>$/),
          provider_message_id: mails[0]?.message_id,
        },
      ]);
      // Both tries carried the same message; only the second was accepted, and only it was recorded
      // (the first process died before it could write anything).
      expect(smtp.received.map((m) => m.headers['message-id'])).toEqual([
        mails[0]!.message_id,
        mails[0]!.message_id,
      ]);
      expect(smtp.accepted).toHaveLength(1);
      const tries = await database.db
        .selectFrom('mail_attempts')
        .select(['attempt', 'provider', 'accepted'])
        .where('mail_id', '=', mails[0]!.id)
        .execute();
      expect(tries).toEqual([{ attempt: 1, provider: 'first', accepted: true }]);
    } finally {
      await database.close();
    }
  });
});
