import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@earrival/shared/types';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { visitorWeb } from '../../web/static';
import { canaryBucket } from './registry';
import { fakeAppsRoot, fakeRelease, type FakeBuild } from './testing';
import type { AppReleases, Published, ReleaseEvent } from './schemas';

/** JSON read field by field: a test names the path it checks, and toMatchObject checks the rest. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer of any of the module's calls
type Loose = any;

interface Registry {
  remotes: { name: string; app: string; entry: string; releaseId: string | null; canary: boolean }[];
}

describe.each(databaseKinds())('releases of a remote on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-releases-'));
  let context: TestContext;
  let staff: Staff;
  let queuesToken: string;
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      staff = await createStaff(ready.app);
      queuesToken = (await ready.app.releases.tokens.create('mf-queues', 'queues CI', null)).token;
    },
    {
      appsRoot: fakeAppsRoot(),
      dataDir,
      releases: { ...loadConfig({}).releases, maxBytes: 200_000, canaryMaxErrors: 2 },
    },
  );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  /** Unpack folders still in DATA_DIR/tmp (none once a publish has answered). */
  const leftovers = () =>
    fs.existsSync(path.join(dataDir, 'tmp')) ? fs.readdirSync(path.join(dataDir, 'tmp')) : [];

  const publish = async (
    build: FakeBuild = {},
    options: { token?: string; query?: string; app?: string } = {},
  ) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/releases/${options.app ?? 'mf-queues'}${options.query ?? ''}`,
      headers: {
        'content-type': 'application/gzip',
        ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? queuesToken}` }),
      },
      payload: await fakeRelease(build),
    });
    return {
      code: response.statusCode,
      body: response.json() as { status: number; message: string; data: Published },
    };
  };
  // The answers' shapes are the route schemas' business; here they are read as plain JSON.
  const as = async (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    (await call(context.app, staff[role].token, method, url, payload)) as {
      code: number;
      // Each test reads the fields it checks; the schemas (and the contract test) own the exact shapes.
      body: { status: number; message: string; data: Loose };
    };
  const registryOf = async (role: Role) => (await as(role, 'GET', '/api/remotes')).body.data as Registry;
  const queuesEntry = async (role: Role = 'Team') =>
    (await registryOf(role)).remotes.find((remote) => remote.app === 'mf-queues')!;

  it('refuses before anything goes live: no token 401, another app 403, no or wrong manifest 400', async () => {
    expect((await publish({}, { token: '' })).code).toBe(401);
    expect((await publish({}, { token: 'edt_' + 'x'.repeat(43) })).code).toBe(401);
    const detail = await context.app.releases.tokens.create('mf-order-detail', null, null);
    const wrongApp = await publish({}, { token: detail.token });
    expect(wrongApp).toMatchObject({
      code: 403,
      body: { status: 0, message: 'This deploy token may publish mf-order-detail only, not mf-queues.' },
    });
    const noManifest = await publish({ withoutManifest: true });
    expect(noManifest.code).toBe(400);
    expect(noManifest.body.message).toMatch(/no mf-manifest\.json/);
    const otherName = await publish({ name: 'mf_visitor' });
    expect(otherName).toMatchObject({
      code: 400,
      body: { message: 'mf-manifest.json is for mf_visitor, not mf_queues (mf-queues).' },
    });
    const missingChunk = await publish({ withoutChunk: true });
    expect(missingChunk.body.message).toMatch(/names screen\.QueueScreen\.js, which is not in the archive/);
    const missingScreen = await publish({ exposes: ['./QueueScreen'] });
    expect(missingScreen.body.message).toMatch(/does not expose \.\/FutureOrders/);
    const notGzip = await context.app.inject({
      method: 'POST',
      url: '/api/releases/mf-queues',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${queuesToken}` },
      payload: Buffer.from('this is not an archive'),
    });
    expect(notGzip.statusCode).toBe(400);
    expect(notGzip.json().message).toMatch(/not a gzip-compressed tar archive/);
    expect(await queuesEntry()).toMatchObject({ entry: '/mf-queues/mf-manifest.json', releaseId: null });
  });

  it('refuses a build against another major of a singleton with 409 naming both versions; nothing changes', async () => {
    const refused = await publish({ shared: [{ name: '@earrival/shared/bus', version: '2.0.0' }] });
    expect(refused).toMatchObject({
      code: 409,
      body: {
        status: 0,
        message:
          'Queues was built for @earrival/shared 2.x; this back-office runs 1.0.0. Deploy the shell built for @earrival/shared 2.x first, then mf-queues.',
      },
    });
    expect(await queuesEntry()).toMatchObject({ releaseId: null });
    expect((await as('Admin', 'GET', '/api/admin/releases')).body.data[0].history).toEqual([]);
  });

  it('publishes: 201 live, files served immutable with their Brotli twin, in every registry; the same files again 200', async () => {
    const first = await publish({ version: '1.0.1' }, { query: '?note=first%20try' });
    expect(first.code).toBe(201);
    expect(first.body.data).toMatchObject({
      app: 'mf-queues',
      version: '1.0.1',
      state: 'live',
      outcome: 'published',
      replaced: null,
      note: 'first try',
    });
    const { releaseId } = first.body.data as { releaseId: string };
    expect(releaseId).toMatch(/^1\.0\.1-[0-9a-f]{12}$/);
    expect(first.body.message).toBe(`mf-queues ${releaseId} is live (publish #${first.body.data.sequence}).`);

    const entry = `/releases/mf-queues/${releaseId}/mf-manifest.json`;
    expect(await queuesEntry()).toMatchObject({ entry, releaseId, canary: false });
    const anonymous = await context.app.inject({ method: 'GET', url: '/mf-registry.json' });
    expect(anonymous.json().remotes).toContainEqual({ name: 'mf_queues', entry });

    const chunk = await context.app.inject({
      method: 'GET',
      url: `/releases/mf-queues/${releaseId}/screen.QueueScreen.js`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    const plain = await context.app.inject({
      method: 'GET',
      url: `/releases/mf-queues/${releaseId}/screen.QueueScreen.js`,
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^export default "first QueueScreen"/);
    const outside = await context.app.inject({
      method: 'GET',
      url: `/releases/mf-queues/${releaseId}/..%2F..%2Fjwt-secret`,
    });
    expect(outside.statusCode).toBe(404);

    const again = await publish({ version: '1.0.1' });
    expect(again.code).toBe(200);
    expect(again.body.data).toMatchObject({ releaseId, outcome: 'existing', state: 'live' });
    const otherFiles = await publish({ version: '1.0.1', marker: 'changed' });
    expect(otherFiles.code).toBe(409);
    expect(otherFiles.body.message).toBe(
      `mf-queues 1.0.1 was already published with other files (release ${releaseId}). Give this build a new version.`,
    );
  });

  it('cuts an archive past RELEASE_MAX_BYTES with 413 and keeps nothing', async () => {
    const noise = randomBytes(300_000).toString('base64');
    const refused = await publish({ version: '1.0.2', extraFiles: { 'noise.txt': noise } });
    expect(refused.code).toBe(413);
    expect(refused.body.message).toMatch(/larger than 0\.2 MB \(RELEASE_MAX_BYTES\)/);
    expect(await queuesEntry()).toMatchObject({ releaseId: null });
  });

  it('cuts a chunked archive mid-stream at RELEASE_MAX_BYTES: the client reads the 413, the temporary files go', async () => {
    const archive = await fakeRelease({
      version: '1.0.3',
      extraFiles: { 'noise.bin': randomBytes(400_000).toString('base64') },
    });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as { port: number };
    const answer = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const outgoing = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/releases/mf-queues',
          headers: { authorization: `Bearer ${queuesToken}`, 'content-type': 'application/gzip' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ code: response.statusCode ?? 0, body }));
        },
      );
      outgoing.on('error', reject);
      // Chunked, in small writes: the server learns the size only as the bytes come.
      Readable.from(
        Array.from({ length: Math.ceil(archive.length / 16_384) }, (_, i) =>
          archive.subarray(i * 16_384, (i + 1) * 16_384),
        ),
      ).pipe(outgoing);
    });
    expect(answer.code).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/larger than 0\.2 MB/);
    expect(leftovers()).toEqual([]);
    expect(await queuesEntry()).toMatchObject({ releaseId: null });
  });

  it('two publishes at once both land, in the order the database recorded them; the later is live', async () => {
    const [a, b] = await Promise.all([publish({ version: '1.1.0' }), publish({ version: '1.2.0' })]);
    expect([a.code, b.code]).toEqual([201, 201]);
    const [earlier, later] = [a.body.data, b.body.data].sort((x, y) => x.sequence - y.sequence) as [
      Published,
      Published,
    ];
    expect(later.replaced).toBe(earlier.releaseId);
    expect(await queuesEntry()).toMatchObject({ releaseId: later.releaseId });
    const overview = (await as('Manager', 'GET', '/api/admin/releases')).body.data as AppReleases[];
    const queues = overview.find((app) => app.app === 'mf-queues');
    expect(queues!.history.map((r) => [r.releaseId, r.state])).toEqual([
      [later.releaseId, 'live'],
      [earlier.releaseId, 'retired'],
    ]);
    expect(queues!.history[0]!.token).toEqual({ id: expect.any(Number), note: 'queues CI' });
  });

  it('a canary reaches its share of staff, sticky per member; promote makes it live; rollback puts the earlier back', async () => {
    const live = (await publish({ version: '2.0.0' })).body.data;
    const canary = await publish({ version: '2.1.0' }, { query: '?canary=50' });
    expect(canary.body.data).toMatchObject({ state: 'canary', canaryPercent: 50 });
    expect(canary.body.message).toMatch(/is the canary for 50% of staff/);
    const roles: Role[] = ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'];
    for (const role of roles) {
      const expected =
        canaryBucket('mf-queues', staff[role].id) < 50 ? canary.body.data.releaseId : live.releaseId;
      expect((await queuesEntry(role)).releaseId).toBe(expected);
      expect((await queuesEntry(role)).releaseId).toBe(expected); // sticky
    }
    // Before sign-in nobody is in a canary.
    const anonymous = (await context.app.inject({ method: 'GET', url: '/mf-registry.json' })).json();
    expect((anonymous as Registry).remotes.find((r) => r.name === 'mf_queues')!.entry).toContain(
      live.releaseId,
    );

    expect((await as('Manager', 'POST', '/api/admin/releases/mf-queues/promote')).code).toBe(403);
    const promoted = await as('Admin', 'POST', '/api/admin/releases/mf-queues/promote');
    expect(promoted.body).toMatchObject({
      status: 1,
      data: { releaseId: canary.body.data.releaseId, state: 'live' },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(canary.body.data.releaseId);

    const back = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {});
    expect(back.body).toMatchObject({
      status: 1,
      data: { live: { releaseId: live.releaseId }, from: canary.body.data.releaseId },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(live.releaseId);
    // Naming the live release ends a canary only; with no canary it is a 409.
    const again = (await publish({ version: '2.2.0' }, { query: '?canary=99' })).body.data;
    const ended = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: live.releaseId,
    });
    expect(ended.body).toMatchObject({
      status: 1,
      data: { live: { releaseId: live.releaseId }, from: again.releaseId },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(live.releaseId);
    const nothingToEnd = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: live.releaseId,
    });
    expect(nothingToEnd).toMatchObject({
      code: 409,
      body: { message: `${live.releaseId} is already live.` },
    });
    const toBuiltIn = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: 'built-in',
    });
    expect(toBuiltIn.body.data).toMatchObject({ live: null });
    expect(await queuesEntry()).toMatchObject({ entry: '/mf-queues/mf-manifest.json', releaseId: null });

    const steps = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0].events as ReleaseEvent[];
    expect(steps.map((step) => [step.action, step.by?.name ?? null, step.note])).toEqual([
      ['rollback', 'Olivia Bennett', null],
      ['rollback', 'Olivia Bennett', 'canary ended'],
      ['publish', null, 'canary 99%'],
      ['rollback', 'Olivia Bennett', null],
      ['promote', 'Olivia Bennett', null],
      ['publish', null, 'canary 50%'],
      ['publish', null, null],
      ['token-created', null, 'queues CI'],
    ]);
    const announced = await context.app.db
      .selectFrom('live_events')
      .select(['type', 'data'])
      .where('type', '=', 'remote-released')
      .execute();
    expect(announced.map((event) => (event.data as { action: string }).action)).toEqual([
      'publish',
      'publish',
      'promote',
      'rollback',
      'publish',
      'rollback',
      'rollback',
    ]);
  });

  it('a canary that members report failing past CANARY_MAX_ERRORS rolls back by itself, recorded', async () => {
    const live = (await publish({ version: '3.0.0' })).body.data;
    const canary = (await publish({ version: '3.1.0' }, { query: '?canary=99' })).body.data;
    const report = (role: Role, message = 'Loading chunk 7 failed for ana.lopez@example.org order 1023456') =>
      as(role, 'POST', '/api/admin/client-errors', {
        app: 'mf-queues',
        releaseId: canary.releaseId,
        kind: 'load',
        message,
      });
    expect((await report('Team')).body.data).toEqual({ rolledBack: false });
    expect((await report('Team')).body.data).toEqual({ rolledBack: false }); // the same member counts once
    expect((await report('Telecaller')).body).toMatchObject({ status: 1, data: { rolledBack: true } });
    expect(await queuesEntry('Telecaller')).toMatchObject({ releaseId: live.releaseId });
    const queues = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0];
    expect(queues.canary).toBeNull();
    expect(queues.events[0]).toMatchObject({
      action: 'auto-rollback',
      fromReleaseId: canary.releaseId,
      by: null,
    });
    expect((queues as AppReleases).history.find((r) => r.releaseId === canary.releaseId)!.errors).toEqual({
      load: 3,
      render: 0,
      members: 2,
    });
    // No member id, name or address is kept: a keyed pseudonym counts distinct members.
    const stored = await context.app.db.selectFrom('client_errors').selectAll().execute();
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'app',
      'at',
      'id',
      'kind',
      'message',
      'release_id',
      'reporter',
    ]);
    expect(stored[0]!.message).toBe('Loading chunk 7 failed for [e-mail] order [number]');
    expect(stored.map((row) => row.reporter)).toEqual([
      expect.stringMatching(/^[0-9a-f]{24}$/),
      stored[0]!.reporter,
      expect.not.stringMatching(stored[0]!.reporter),
    ]);

    const unknown = await as('Team', 'POST', '/api/admin/client-errors', {
      app: 'mf-queues',
      releaseId: '9.9.9-aaaaaaaaaaaa',
      kind: 'render',
      message: 'x',
    });
    expect(unknown.code).toBe(400);
    for (let i = 0; i < 12; i += 1)
      await as('Night Staff', 'POST', '/api/admin/client-errors', {
        app: 'mf-queues',
        releaseId: null,
        kind: 'render',
        message: 'boom',
      });
    const throttled = await as('Night Staff', 'POST', '/api/admin/client-errors', {
      app: 'mf-queues',
      releaseId: null,
      kind: 'render',
      message: 'boom',
    });
    expect(throttled.code).toBe(429);
  });

  it("the standalone visitor site serves the visitor team's live release, its files from the release folder", async () => {
    const appsRoot = fakeAppsRoot();
    fs.mkdirSync(path.join(appsRoot, 'mf-visitor', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(appsRoot, 'mf-visitor', 'dist', 'index.html'), '<title>built-in</title>');
    const site = await buildApp({
      config: { ...context.config, appsRoot },
      database: context.database,
      store: context.app.store,
      web: visitorWeb(appsRoot),
    });
    try {
      const page = () => site.inject({ method: 'GET', url: '/track-order/MTAwMDAx' });
      expect((await page()).body).toBe('<title>built-in</title>');
      const token = (await context.app.releases.tokens.create('mf-visitor', null, null)).token;
      const index = '<!doctype html><link rel=icon href=/logo.svg><script defer src=/main.js></script>';
      const published = await publish(
        { folder: 'mf-visitor', version: '2.0.0', extraFiles: { 'index.html': index, 'main.js': 'boot()' } },
        { token, app: 'mf-visitor' },
      );
      expect(published.code).toBe(201);
      const base = `/releases/mf-visitor/${published.body.data.releaseId}/`;
      // The site reads the live release at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const served = await page();
      expect(served.headers['cache-control']).toBe('no-cache');
      expect(served.body).toBe(
        `<!doctype html><link rel=icon href=${base}logo.svg><script defer src=${base}main.js></script>`,
      );
      expect((await site.inject({ method: 'GET', url: `${base}main.js` })).body).toBe('boot()');
      // The API and files keep their own routes.
      expect((await site.inject({ method: 'GET', url: '/robots.txt' })).body).toMatch(/Allow: \//);
    } finally {
      await site.close();
    }
  });

  it('deploy tokens: Admins create (the secret once) and revoke; a revoked token publishes nothing', async () => {
    expect((await as('Manager', 'POST', '/api/admin/deploy-tokens', { app: 'mf-visitor' })).code).toBe(403);
    const created = await as('Admin', 'POST', '/api/admin/deploy-tokens', {
      app: 'mf-visitor',
      note: 'visitor CI',
    });
    expect(created.body.data).toMatchObject({
      app: 'mf-visitor',
      note: 'visitor CI',
      createdBy: { name: 'Olivia Bennett' },
      token: expect.stringMatching(/^edt_/),
    });
    const list = await as('Admin', 'GET', '/api/admin/deploy-tokens');
    expect(JSON.stringify(list.body)).not.toContain(created.body.data.token);
    const stored = await context.app.db.selectFrom('deploy_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(created.body.data.token);
    const visitorBuild = { folder: 'mf-visitor', version: '1.0.5' };
    expect((await publish(visitorBuild, { token: created.body.data.token, app: 'mf-visitor' })).code).toBe(
      201,
    );
    const revoked = await as('Admin', 'DELETE', `/api/admin/deploy-tokens/${created.body.data.id}`);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect(
      (
        await publish(
          { ...visitorBuild, version: '1.0.6' },
          { token: created.body.data.token, app: 'mf-visitor' },
        )
      ).code,
    ).toBe(401);
    expect((await as('Team', 'GET', '/api/admin/releases')).code).toBe(403);
  });
});
