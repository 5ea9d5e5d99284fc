import net from 'node:net';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { databaseKinds, type TestContext } from '../../testing/harness';
import { buildApp } from '../../app';
import { visitorWeb } from '../web/public';
import {
  archiveWithTrailingZeros,
  fakeAppsRoot,
  fakeBuildEntries,
  newDeployToken,
  tarOf,
  useReleaseSuite,
} from './fixtures/index';

/**
 * What a release archive may not do to the server or the store: bombs, clashing names, types a remote
 * never serves, a lost race; and which port serves whose releases. (publish.test.ts: the refusals before
 * anything goes live, the files served, the visitor site.)
 */
describe.each(databaseKinds())('a release archive, safely, on %s', (kind) => {
  const { suite, leftovers, publish, publishArchive } = useReleaseSuite(kind);
  // The suite's state of the current test, under the names the tests read.
  let context: TestContext;
  beforeEach(() => {
    ({ context } = suite);
  });

  /** Every key the store holds under releases/, sorted (the suite's store outlives each test's database). */
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of context.app.store.list('releases/')) keys.push(key);
    return keys.sort();
  };
  /** What the store holds now that it did not hold before (`before`: storedKeys() then). */
  const keysSince = async (before: string[]) => (await storedKeys()).filter((key) => !before.includes(key));

  it('refuses in a second a small upload with a lot after the tar end marker, and counts every unpacked byte (it held the server 2 minutes, then 408)', async () => {
    // 128 MB of zeros after a valid tar: about 130 KB gzipped, under this suite's 200 KB limit.
    const before = await storedKeys();
    const bomb = await archiveWithTrailingZeros({ version: '5.0.0' }, 128 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const refused = await publishArchive(bomb);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(refused).toMatchObject({
      code: 400,
      body: {
        status: 0,
        message:
          "The upload is not a gzip-compressed tar archive of the built folder. (more than 10 KB of data follows the archive's end marker)",
      },
    });
    expect(leftovers()).toEqual([]);
    expect(await keysSince(before)).toEqual([]);
    // What tar writers pad an archive with (up to a 10 KB record) is fine.
    expect((await publishArchive(await archiveWithTrailingZeros({ version: '5.0.1' }, 9 * 1024))).code).toBe(
      201,
    );
    // Headers count too: 4,000 folder entries (2 MB unpacked, a few KB gzipped) pass no file limit, but
    // pass this suite's 1.5 MB unpacked limit (RELEASE_MAX_BYTES x 8).
    const folders = Array.from({ length: 4000 }, (_, i) => [`f${i}/`, ''] as [string, string]);
    const headers = await publishArchive(
      gzipSync(tarOf([...folders, ...fakeBuildEntries({ version: '5.0.2' })])),
    );
    expect(headers).toMatchObject({
      code: 413,
      body: { message: 'The release unpacks to more than 1.5 MB; nothing was kept.' },
    });
  }, 30_000);

  it('refuses a file and a folder of the same name with 400 (it answered 500)', async () => {
    const before = await storedKeys();
    const build = fakeBuildEntries({ version: '5.1.0' });
    const clash = (entries: [string, string][]) => publishArchive(gzipSync(tarOf([...build, ...entries])));
    expect(
      await clash([
        ['zz.js', 'one'],
        ['zz.js/inner.js', 'two'],
      ]),
    ).toMatchObject({
      code: 400,
      body: { message: 'The archive holds zz.js both as a file and as a folder.' },
    });
    expect(
      await clash([
        ['yy/inner.js', 'one'],
        ['yy', 'two'],
      ]),
    ).toMatchObject({
      code: 400,
      body: { status: 0 },
    });
    // The issue's own case: a file with no type a remote serves is refused by its name first.
    expect(
      (
        await clash([
          ['zz', 'one'],
          ['zz/inner.js', 'two'],
        ])
      ).code,
    ).toBe(400);
    expect(leftovers()).toEqual([]);
    expect(await keysSince(before)).toEqual([]);
  });

  it("keeps only what a remote serves: other types refused by name, the archive's .br/.gz twins left out for the server's own, an SVG sandboxed", async () => {
    const html = await publish({
      version: '5.2.0',
      extraFiles: { 'evil.html': '<script>alert(1)</script>' },
    });
    expect(html).toMatchObject({
      code: 400,
      body: {
        message:
          'The archive holds evil.html, which is not a file a remote serves (js, mjs, css, json, map, woff, woff2, ttf, otf, png, jpg, jpeg, webp, ico, svg): leave it out of the build.',
      },
    });
    expect((await publish({ version: '5.2.0', extraFiles: { 'notes.txt': 'hello' } })).body.message).toMatch(
      /^The archive holds notes\.txt, which is not a file a remote serves/,
    );
    // A build's own by-products are left out unread: its twins, license notes and (a staff remote's) page.
    const forgedTwin = gzipSync('export default "forged: not the code the plain file holds";');
    const published = await publishArchive(
      gzipSync(
        tarOf([
          ...fakeBuildEntries({ version: '5.2.1' }),
          ['screen.QueueScreen.js.gz', forgedTwin],
          ['screen.QueueScreen.js.br', 'forged'],
          ['remoteEntry.js.LICENSE.txt', 'MIT'],
          ['index.html', '<p>open it through the back-office</p>'],
          ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        ]),
      ),
    );
    expect(published.code).toBe(201);
    const base = `/releases/mf-queues/${published.body.data.releaseId}`;
    const get = (name: string, encoding?: string) =>
      context.app.inject({
        method: 'GET',
        url: `${base}/${name}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = (await get('screen.QueueScreen.js')).body;
    expect(plain).toMatch(/^export default "first QueueScreen"/);
    const gzipped = await get('screen.QueueScreen.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const brotli = await get('screen.QueueScreen.js', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    for (const name of ['remoteEntry.js.LICENSE.txt', 'index.html', 'screen.QueueScreen.js.gz'])
      expect([name, (await get(name)).statusCode]).toEqual([name, 404]);
    const svg = await get('logo.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect((await get('screen.QueueScreen.js')).headers['content-security-policy']).not.toMatch(/sandbox/);
  });

  it('a publish refused in a race (409) leaves nothing behind in the store; the winner alone is there', async () => {
    const before = await storedKeys();
    const [a, b] = await Promise.all([
      publish({ version: '5.3.0', marker: 'one' }),
      publish({ version: '5.3.0', marker: 'two' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([201, 409]);
    const winner = (a.code === 201 ? a : b).body.data.releaseId;
    const keys = await keysSince(before);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith(`releases/mf-queues/${winner}/`))).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it("serves only the visitor app's releases on the customers' port (VISITOR_PORT), every release on the back-office's", async () => {
    const visitorToken = await newDeployToken(context.app, 'mf-visitor');
    const visitor = await publish(
      { folder: 'mf-visitor', version: '6.0.0', extraFiles: { 'main.js': 'boot()' } },
      { token: visitorToken, app: 'mf-visitor' },
    );
    const queues = await publish({ version: '6.0.0' });
    expect([visitor.code, queues.code]).toEqual([201, 201]);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const appsRoot = fakeAppsRoot();
    const site = await buildApp({
      config: { ...context.config, appsRoot, visitorPort: port },
      database: context.database,
      store: context.app.store,
      web: visitorWeb(appsRoot),
    });
    try {
      await site.listen({ port, host: '127.0.0.1' });
      const fetchOnSite = async (url: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        await response.arrayBuffer();
        return response.status;
      };
      const queuesFile = `/releases/mf-queues/${queues.body.data.releaseId}/remoteEntry.js`;
      expect(await fetchOnSite(`/releases/mf-visitor/${visitor.body.data.releaseId}/main.js`)).toBe(200);
      expect(await fetchOnSite(queuesFile)).toBe(404);
      expect((await context.app.inject({ method: 'GET', url: queuesFile })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
