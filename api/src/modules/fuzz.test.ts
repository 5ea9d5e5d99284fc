import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../testing/harness';
import { createStaff, makeOrders, type Staff } from '../testing/fixtures';
import { seedGateways } from '../cli/seed/accounts';
import { fakeAppsRoot, flipped, hostileArchives, newDeployToken } from './releases/fixtures/index';
import {
  contentTypes,
  encode,
  hostileJson,
  hostileSegment,
  hostileText,
  operations,
  rawBody,
  type Case,
} from '../testing/fuzzInputs';

/**
 * Property-based fuzzing of every route in the app's OpenAPI document (so a new route is fuzzed without
 * touching this file): hostile path parameters, query strings, JSON bodies, raw bodies and content types.
 * For every request: never a 5xx, always the envelope, and a refused request (4xx) changes nothing in the
 * tables a request could touch. FUZZ_RUNS sets the number of requests (default 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
describe.each(databaseKinds())('fuzzing every documented route on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  let deployToken: string;
  let archives: Buffer[];
  beforeAll(async () => {
    archives = await hostileArchives();
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      staff = await createStaff(ready.app);
      await seedGateways(ready.app.db);
      await makeOrders(ready.app.db, [{}, { process_status: 'Completed' }, { refund_date: new Date() }]);
      deployToken = await newDeployToken(ready.app, 'mf-queues', 'fuzz');
    },
    // Intake switched on (with a key the fuzzer sometimes sends), so its validation is fuzzed too; the
    // shell's manifest the release check reads is a fixture's.
    // No job workers: a mail queued by one request would be worked (mail_history, order_events) while a
    // later request is refused, and read as that refusal's write. Mail delivery has its own tests.
    { dataDir, intakeApiKey: 'fuzz-intake-key', appsRoot: fakeAppsRoot(), jobs: { workers: false } },
  );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A fingerprint of every table a request could change (security bookkeeping excluded: it logs refusals). */
  async function fingerprint(): Promise<string> {
    const tables = [
      'orders',
      'order_events',
      'remarks',
      'team_members',
      'payment_gateways',
      'uploaded_documents',
      'mail_history',
      'download_history',
      'order_folder_stats',
      'order_currency_details',
      'order_category_details',
      'releases',
      'release_events',
      'client_errors',
    ];
    const parts = tables.map(
      (table) =>
        sql`(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${sql.table(table)} t)`,
    );
    const { rows } = await sql<{ f: string }>`SELECT concat_ws(',', ${sql.join(parts)}) AS f`.execute(
      context.app.db,
    );
    return rows[0]!.f;
  }

  it(`never answers 5xx, always the envelope, and a refusal writes nothing (${RUNS} requests)`, async () => {
    await context.app.ready();
    // Logout revokes the token it is sent with: fuzzed with the suite's tokens it would turn every later
    // call into a plain 401. It has its own tests (modules/auth/sessions.test.ts). The live event stream
    // never ends by design, so a fuzzed GET would never answer either: its refusals (401, bad
    // Last-Event-ID) are in modules/live/live.test.ts.
    const ops = operations(context.app.swagger() as unknown as Parameters<typeof operations>[0]).filter(
      (op) => op.path !== '/api/admin/logout' && op.path !== '/api/admin/events',
    );
    expect(ops.length).toBeGreaterThan(20);
    const tokens = {
      admin: staff.Admin.token,
      team: staff.Team.token,
      none: undefined,
      garbage: 'Bearer x.y.z',
      deploy: `Bearer ${deployToken}`,
    };

    const caseArb: fc.Arbitrary<Case> = fc.record({
      operation: fc.integer({ min: 0, max: ops.length - 1 }),
      segments: fc.array(hostileSegment, { minLength: 3, maxLength: 3 }),
      query: fc.array(
        fc.tuple(
          fc.constantFrom('page', 'limit', 'userName', 'sort', 'order', 'processMonth', 'delay', 'x'),
          hostileText,
        ),
        {
          maxLength: 4,
        },
      ),
      body: fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .array(fc.tuple(fc.string({ maxLength: 12 }), hostileJson), { maxLength: 6 })
            .map((values) => ({ kind: 'fields' as const, values })),
        },
        { weight: 2, arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: rawBody.map((text) => ({ kind: 'raw' as const, text })) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('archive' as const),
            index: fc.integer({ min: 0, max: archives.length - 1 }),
            flip: fc.option(fc.nat(), { nil: null }),
          }),
        },
      ),
      contentType: contentTypes,
      auth: fc.constantFrom('admin', 'admin', 'admin', 'team', 'none', 'garbage', 'deploy'),
      head: fc.boolean(),
      // The customer's language (issue 47): a hostile Accept-Language and language cookie.
      language: fc.option(hostileText, { nil: null }),
    });

    let baseline = await fingerprint();
    let refusedWrites = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const op = ops[c.operation]!;
        let url = op.path;
        op.pathParams.forEach((name, i) => {
          url = url.replace(`{${name}}`, c.segments[i] ?? 'x');
        });
        const names = [...op.queryParams, ...c.query.map(([n]) => n)];
        const query = c.query.map(
          ([, value], i) => `${encode(names[i % names.length]!)}=${encode(value.slice(0, 500))}`,
        );
        if (query.length) url += `?${query.join('&')}`;
        const asHead = op.method === 'get' && c.head;
        const request: InjectOptions = {
          method: (asHead ? 'HEAD' : op.method.toUpperCase()) as InjectOptions['method'],
          url,
          headers: {},
        };
        const token = tokens[c.auth];
        if (token) request.headers!.authorization = token;
        if (c.auth !== 'none') request.headers!['x-api-key'] = 'fuzz-intake-key';
        if (c.language !== null) {
          // What a header can carry: printable ASCII (a client cannot send the rest as it is).
          request.headers!['accept-language'] = c.language.replace(/[^\x20-\x7e]/g, '').slice(0, 2000);
          request.headers!.cookie = `ea_lang=${encode(c.language.slice(0, 100))}`;
        }
        if (op.method !== 'get' && op.method !== 'delete') {
          // Each body field the route declares gets a hostile value; the generated names add unknown fields.
          const fields = Object.fromEntries([
            ...op.bodyFields.map((name, i) => [
              name,
              c.body.kind === 'fields' ? c.body.values[i]?.[1] : undefined,
            ]),
            ...(c.body.kind === 'fields' ? c.body.values : []),
          ]);
          request.payload =
            c.body.kind === 'archive'
              ? flipped(archives[c.body.index]!, c.body.flip)
              : c.body.kind === 'raw'
                ? c.body.text
                : (JSON.stringify(c.body.kind === 'json' ? c.body.value : fields) ?? 'null');
          request.headers!['content-type'] = c.contentType;
        }
        const response = await context.app.inject(request);
        const label = `${request.method} ${url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${label}`);
        if (asHead) {
          // A refusal's envelope is dropped by Node on a real socket; an answer the route gave must be empty.
          if (response.statusCode < 400 && response.body !== '')
            throw new Error(`HEAD with a body: ${label}`);
          return;
        }
        if (response.headers['content-type']?.toString().includes('application/json')) {
          const body = JSON.parse(response.body) as Record<string, unknown>;
          if (!('status' in body) || !('message' in body)) throw new Error(`no envelope: ${label}`);
          if (
            response.statusCode >= 400 &&
            (body.data !== null || typeof body.message !== 'string' || !body.message)
          )
            throw new Error(`bad error envelope: ${label}`);
        } else if (response.statusCode >= 400) {
          throw new Error(`error without the JSON envelope: ${label}`);
        }
        if (op.method === 'get') return;
        const now = await fingerprint();
        if (response.statusCode >= 400 && now !== baseline) throw new Error(`refused but wrote: ${label}`);
        if (response.statusCode >= 400) refusedWrites += 1;
        baseline = now;
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(refusedWrites).toBeGreaterThan(RUNS / 10);
  }, 600_000);
});
