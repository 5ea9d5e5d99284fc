import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import path from 'node:path';
import { databaseKinds, type TestContext } from '../../testing/harness';
import { buildApp } from '../../app';
import { visitorWeb } from '../web/public';
import { fakeAppsRoot, fakeRelease, newDeployToken, useReleaseSuite } from './fixtures/index';
import type { AppReleases, Published } from './schemas';

/** Publishing a release: every refusal before anything goes live, the files served, the visitor site. */
describe.each(databaseKinds())('publishing a release of a remote on %s', (kind) => {
  const { suite, leftovers, publish, as, queuesEntry } = useReleaseSuite(kind);
  // The suite's state of the current test, under the names the tests read.
  let context: TestContext;
  let queuesToken: string;
  beforeEach(() => {
    ({ context, queuesToken } = suite);
  });

  it('refuses before anything goes live: no token 401, another app 403, no or wrong manifest 400', async () => {
    expect((await publish({}, { token: '' })).code).toBe(401);
    expect((await publish({}, { token: 'edt_' + 'x'.repeat(43) })).code).toBe(401);
    const detailToken = await newDeployToken(context.app, 'mf-order-detail');
    const wrongApp = await publish({}, { token: detailToken });
    expect(wrongApp).toMatchObject({
      code: 403,
      body: { status: 0, message: 'This deploy token may publish mf-order-detail only, not mf-queues.' },
    });
    // The release command asks this first: what its token's app serves, or the same refusals.
    const check = (token: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/releases/mf-queues',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await check(queuesToken)).json()).toMatchObject({
      status: 1,
      data: { app: 'mf-queues', live: null, canary: null },
    });
    expect((await check(detailToken)).statusCode).toBe(403);
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
    const refused = await publish({ version: '1.0.2', extraFiles: { 'noise.js': noise } });
    expect(refused.code).toBe(413);
    expect(refused.body.message).toMatch(/larger than 0\.2 MB \(RELEASE_MAX_BYTES\)/);
    expect(await queuesEntry()).toMatchObject({ releaseId: null });
  });

  it('cuts a chunked archive mid-stream at RELEASE_MAX_BYTES: the client reads the 413, the temporary files go', async () => {
    const archive = await fakeRelease({
      version: '1.0.3',
      extraFiles: { 'noise.js': randomBytes(400_000).toString('base64') },
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
      const token = await newDeployToken(context.app, 'mf-visitor');
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
});
