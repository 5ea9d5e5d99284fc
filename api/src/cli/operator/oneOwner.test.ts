import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli, startSourceServer, type SourceServer } from '../../testing/sourceServer';
import { signIn } from '../../testing/cluster';
import { siteOrder } from '../../testing/siteOrder';

/*
 * The case that lost committed data: with the embedded database, a CLI run "on the server" beside the
 * running server opened a second copy of DATA_DIR. Now the CLI goes through the server (its operator
 * socket), a second server is refused, and after a crash and a restart every row is there, once.
 * A guard for a hang, not a speed check: measured ~60 s on the 2-core machine (five tsx processes).
 */
jest.setTimeout(300_000);

const INTAKE_KEY = 'one-owner-intake-key-0123456789abcdef';

describe('one owner per embedded DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-one-owner-'));
  // The embedded default as a newcomer runs it: no JWT_SECRET (the server keeps its own in DATA_DIR).
  const env = {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JWT_SECRET: '',
    INTAKE_API_KEY: INTAKE_KEY,
  };
  let server: SourceServer | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = async (method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server!.baseUrl}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      code: response.status,
      // `never`: each caller says what it reads from data.
      body: (await response.json()) as { status: number; message: string; data: never; total?: number },
    };
  };
  it('CLIs beside the server go through it; a second owner is refused; after a crash every row is there once', async () => {
    server = await startSourceServer(env);

    const admin = await runCli(
      'create-admin.ts',
      ['--email', 'ops@example.org', '--name', 'Ops Admin', '--password', 'Harbour-Lantern-42'],
      env,
    );
    expect(admin).toMatchObject({ code: 0 });
    expect(admin.stdout).toMatch(
      /^\(through the running server, pid \d+, which owns .+\)\nCreated Admin #\d+ ops@example.org\n$/,
    );
    const minted = await runCli(
      'create-deploy-token.ts',
      ['--app', 'mf-queues', '--note', 'from the CLI'],
      env,
    );
    expect(minted.code).toBe(0);
    const cliToken = minted.stdout.trim().split('\n').at(-1)!;
    // The server knows the token the CLI printed: a publish with it is judged on its archive, not refused as unknown.
    const publish = await fetch(`${server.baseUrl}/api/releases/mf-queues`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cliToken}`, 'content-type': 'application/gzip' },
      body: Buffer.from('not a tar'),
    });
    expect(publish.status).not.toBe(401);

    // The server goes on writing: a member, a token and an order of its own.
    const token = await signIn(server.baseUrl, 'ops@example.org', 'Harbour-Lantern-42');
    const added = await api('POST', '/admin/add-team-member', token, {
      name: 'Nina Night',
      email: 'nina@example.org',
      type: 'Night Staff',
      password: 'Quiet-Harbour-77',
    });
    expect([added.code, added.body.message]).toEqual([200, expect.any(String)]);
    const apiToken = await api('POST', '/admin/deploy-tokens', token, {
      app: 'mf-visitor',
      note: 'from the API',
    });
    expect([apiToken.code, apiToken.body.status]).toEqual([200, 1]);
    const intake = await fetch(`${server.baseUrl}/api/intake/orders`, {
      method: 'POST',
      headers: { 'x-api-key': INTAKE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(siteOrder({ order_number: 'SITE-2026-ONE-OWNER' })),
    });
    expect(intake.status).toBe(201);

    // Nothing else opens DATA_DIR while the server owns it: each says who owns it and what to do.
    const pid = String(server.child.pid);
    const second = await runCli('../server.ts', [], { ...env, PORT: '0', VISITOR_PORT: '0' });
    expect([second.code, second.stderr.trim()]).toEqual([
      1,
      expect.stringMatching(new RegExp(`^DATA_DIR ${dataDir} is in use by another process: pid ${pid} `)),
    ]);
    const seed = await runCli('seed/run.ts', ['--orders', '5'], env);
    expect([seed.code, seed.stderr]).toEqual([
      1,
      expect.stringContaining(`is in use by another process: pid ${pid}`),
    ]);
    const restore = await runCli('restore.ts', [path.join(dataDir, 'none.tar.gz')], env);
    expect(restore.code).toBe(1);
    // A backup beside it is taken by the server itself.
    const archive = path.join(os.tmpdir(), `one-owner-${process.pid}.tar.gz`);
    const backup = await runCli('backup.ts', ['--out', archive], env);
    expect([backup.code, backup.stdout]).toEqual([0, expect.stringContaining('(through the running server')]);
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);
    fs.rmSync(archive);

    // A crash, and a start after it: the dead owner's lock is taken over.
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startSourceServer(env);
    const again = await signIn(server.baseUrl, 'ops@example.org', 'Harbour-Lantern-42');
    const members = (await api('GET', '/admin/get-team-member-list', again)).body.data as Array<{
      email: string;
    }>;
    expect(members.map((m) => m.email).sort()).toEqual(['nina@example.org', 'ops@example.org']);
    const tokens = (await api('GET', '/admin/deploy-tokens', again)).body.data as Array<{ note: string }>;
    expect(tokens.map((t) => t.note).sort()).toEqual(['from the API', 'from the CLI']);
    const orders = (await api('GET', '/admin/get-orders-list/allOrder?page=1&limit=10', again)).body;
    expect(orders.total).toBe(1);
    const log = (await api('GET', '/admin/security-events?page=1&limit=50', again)).body.data as {
      rows: Array<{ event: string; detail: string | null }>;
    };
    // The server's own records of the first run are there, once.
    expect(log.rows.filter((e) => e.event === 'deploy-token-created').map((e) => e.detail)).toEqual([
      expect.stringMatching(/for mf-visitor \(from the API\)$/),
    ]);
  });
});
