import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { fakeAppsRoot, fakeRelease, flipped, hostileArchives, newDeployToken } from './fixtures/index';

/**
 * Property-based fuzzing of the release upload (the whole-route fuzz test, modules/fuzz.test.ts, reaches
 * it only now and then): good and hostile archives, a byte changed, odd paths, queries and content types,
 * always with a valid deploy token. Never a 5xx, always a message, a refusal keeps nothing, and nothing is
 * left in the unpack folder. FUZZ_RUNS / 40 requests (at least 50).
 */
const RUNS = Math.max(50, Math.round(Number(process.env.FUZZ_RUNS ?? 10_000) / 40));

const hostileApp = fc.oneof(
  fc.constantFrom('%00', '..%2F..%2Fetc', 'mf-visitor', 'MF-QUEUES', 'x'.repeat(300), '%E0%A4%A', 'built-in'),
  fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))),
);
const hostileValue = fc.oneof(
  fc.constantFrom('', '0', '-1', '100', '1e309', 'Infinity', '25.5', '\u0000', 'x'.repeat(500), '<script>'),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[\uD800-\uDFFF]/g, '')),
);

describe.each(databaseKinds())('fuzzing the release upload on %s', (kind) => {
  let context: TestContext;
  let deployToken: string;
  let archives: Buffer[];
  beforeAll(async () => {
    archives = await hostileArchives();
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-releases-'));
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      deployToken = await newDeployToken(ready.app, 'mf-queues', 'fuzz');
    },
    { dataDir, appsRoot: fakeAppsRoot() },
  );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the release upload: good and hostile archives, a byte changed, odd queries; never 5xx, a refusal keeps nothing', async () => {
    const releases = async () =>
      JSON.stringify(await context.app.db.selectFrom('releases').selectAll().orderBy('seq').execute());
    let before = await releases();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: archives.length - 1 }),
        fc.option(fc.nat(), { nil: null, freq: 2 }),
        fc.oneof(fc.constant('mf-queues'), fc.constant('mf-queues'), hostileApp),
        fc.array(fc.tuple(fc.constantFrom('canary', 'note', 'x'), hostileValue), { maxLength: 2 }),
        fc.constantFrom('application/gzip', 'application/octet-stream', 'application/json', 'text/plain'),
        async (index, flip, app, query, contentType) => {
          const search = query
            .map(([name, value]) => `${name}=${encodeURIComponent(value.slice(0, 300))}`)
            .join('&');
          const response = await context.app.inject({
            method: 'POST',
            url: `/api/releases/${app}${search ? `?${search}` : ''}`,
            headers: { authorization: `Bearer ${deployToken}`, 'content-type': contentType },
            payload: flipped(archives[index]!, flip),
          });
          const label = `${app} #${index} flip ${flip} ${search} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(`5xx: ${label}`);
          const body = JSON.parse(response.body) as { status: number; message: string; data: unknown };
          if (typeof body.message !== 'string' || !body.message) throw new Error(`no message: ${label}`);
          const after = await releases();
          if (response.statusCode >= 400 && after !== before) throw new Error(`refused but wrote: ${label}`);
          before = after;
        },
      ),
      {
        numRuns: RUNS,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
    // After the storm the route still publishes a good archive.
    const good = await context.app.inject({
      method: 'POST',
      url: '/api/releases/mf-queues',
      headers: { authorization: `Bearer ${deployToken}`, 'content-type': 'application/gzip' },
      payload: await fakeRelease({ version: '8.0.0' }),
    });
    expect(good.statusCode).toBe(201);
    // Nothing of a refused archive is left behind in the temporary folder.
    expect(
      fs.readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.startsWith('earrival-release-')),
    ).toEqual([]);
  }, 300_000);
});
