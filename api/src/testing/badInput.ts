import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from './harness';
import { call, createStaff, makeOrder, type Staff } from './fixtures';

/*
 * The one runner of the bad-input checks. Each module lists the requests its routes must refuse in its
 * own badInput.cases.ts, and its badInput.test.ts hands them to describeBadInput: every one gets a 4xx
 * with status 0 and a clear message, never a 500, and writes nothing.
 */

export type Method = 'GET' | 'POST' | 'PUT';

/** [name, method, url, body, expected HTTP status]: ordinary client mistakes. */
export type RefusedRequest = [string, Method, string, unknown, number];

/** [name, method, url, body (built at call time), what the message must mention]. */
export type HostileRequest = [string, Method, string, () => unknown, RegExp];

/** [name, method, url, raw JSON text, what the message must mention]: bodies JSON.stringify cannot write. */
export type RawJsonRequest = [string, Method, string, string, RegExp];

/** Rows each suite creates before its cases run; read at call time. */
export interface BadInputIds {
  order: () => number;
  telecaller: () => number;
}

export interface BadInputCases {
  refused?: RefusedRequest[];
  /** Hostile input from the attack report: each once caused a 500 or was coerced into something else. */
  hostile?: (ids: BadInputIds) => HostileRequest[];
  /** Routes that must answer a body that is not JSON with 400 'The request body is not valid JSON.' */
  malformedJson?: Array<[Method, string]>;
  rawJson?: RawJsonRequest[];
}

/** Bad input gets a 4xx with status 0 and a message: never a 500, never a partial write. */
export function describeBadInput(module: string, cases: BadInputCases): void {
  // A guard against a hang, not a speed limit: a module's cases took up to 2.8 s on PGlite on the loaded
  // 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
  jest.setTimeout(30_000);
  describe.each(databaseKinds())(`${module}: bad input on %s`, (kind) => {
    let context: TestContext;
    let staff: Staff;
    let orderId: number;
    beforeAll(async () => {
      context = await createTestContext(kind);
      await truncateAll(context.database);
      staff = await createStaff(context.app);
      orderId = await makeOrder(context.app.db);
    }, 60_000);
    afterAll(() => destroyTestContext(context));

    /** Everything a write could touch, to prove a refused call wrote nothing. */
    async function snapshot() {
      const db = context.app.db;
      return {
        orders: await db
          .selectFrom('orders')
          .select([
            'order_id',
            'process_status',
            'assign_to',
            'assigned_to_id',
            'refund_date',
            'transaction_id',
          ])
          .orderBy('order_id')
          .execute(),
        events: (await db.selectFrom('order_events').select('id').execute()).length,
        remarks: (await db.selectFrom('remarks').select('id').execute()).length,
        members: await db
          .selectFrom('team_members')
          .select(['id', 'name', 'email', 'type', 'password_hash'])
          .orderBy('id')
          .execute(),
        stats: await db
          .selectFrom('order_folder_stats')
          .selectAll()
          .where('n', '<>', 0)
          .orderBy(['process_status', 'assignee_id'])
          .execute(),
      };
    }

    const refused = cases.refused ?? [];
    if (refused.length)
      it.each(refused)('%s -> 4xx status 0, nothing written', async (_name, method, url, payload, code) => {
        const before = await snapshot();
        const response = await call(context.app, staff.Admin.token, method, url, payload);
        expect(response.code).toBe(code);
        expect(response.body.status).toBe(0);
        expect(response.body.message).toEqual(expect.any(String));
        expect(response.body.message.length).toBeGreaterThan(3);
        expect(await snapshot()).toEqual(before);
      });

    const malformed = cases.malformedJson ?? [];
    if (malformed.length)
      it.each(malformed)('malformed JSON on %s %s -> 400 status 0', async (method, url) => {
        const before = await snapshot();
        const response = await context.app.inject({
          method,
          url,
          headers: { authorization: staff.Admin.token, 'content-type': 'application/json' },
          payload: '{"orderId": [1,',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 0, message: 'The request body is not valid JSON.' });
        expect(await snapshot()).toEqual(before);
      });

    const hostile = cases.hostile?.({ order: () => orderId, telecaller: () => staff.Telecaller.id }) ?? [];
    if (hostile.length)
      it.each(hostile)(
        '%s -> 400 with the envelope, nothing written',
        async (_name, method, url, payload, message) => {
          const before = await snapshot();
          const response = await call(context.app, staff.Admin.token, method, url, payload());
          expect(response.code).toBe(400);
          expect(response.body).toEqual({ status: 0, message: expect.stringMatching(message), data: null });
          expect(await snapshot()).toEqual(before);
        },
      );

    const raw = cases.rawJson ?? [];
    if (raw.length)
      it.each(raw)(
        '%s -> 400 with the envelope, nothing written',
        async (_name, method, url, payload, message) => {
          const before = await snapshot();
          const response = await context.app.inject({
            method,
            url,
            headers: { authorization: staff.Admin.token, 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ status: 0, message: expect.stringMatching(message), data: null });
          expect(await snapshot()).toEqual(before);
        },
      );

    it('still serves the order after all that', async () => {
      const { code } = await call(
        context.app,
        staff.Admin.token,
        'GET',
        `/api/admin/get-orders-details/${orderId}`,
      );
      expect(code).toBe(200);
    });
  });
}
