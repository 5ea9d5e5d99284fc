import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { buildApp } from '../../app';
import { FIELD_CAPS, logSecurityEvent, logSecurityEventOnce, sweepSecurityEvents } from './service';
import { WRITE_BUDGET } from './budget';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/http/actor';
import { databaseKinds } from '../../testing/harness';
import { call, useStaffSuite } from '../../testing/fixtures';

describe.each(databaseKinds())('the security log on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const db = () => suite.context.app.db;

  const plant = (
    rows: Array<{ event: string; at: string; member?: number; actor?: number; detail?: string }>,
  ) =>
    db()
      .insertInto('security_events')
      .values(
        rows.map((row) => ({
          event: row.event,
          created_at: new Date(row.at),
          member_id: row.member ?? null,
          actor_id: row.actor ?? null,
          ip: '203.0.113.9',
          user_agent: 'test',
          detail: row.detail ?? null,
        })),
      )
      .execute();

  it('shows Admins the events newest first, filtered by member, event and UTC days', async () => {
    const { Admin, Team, Manager } = suite.staff;
    await plant([
      { event: 'sign-in-succeeded', at: '2026-10-01T08:00:00Z', member: Team.id, actor: Team.id },
      {
        event: 'member-updated',
        at: '2026-10-02T23:59:59Z',
        member: Team.id,
        actor: Admin.id,
        detail: 'name',
      },
      { event: 'sign-in-succeeded', at: '2026-10-03T00:00:00Z', member: Manager.id, actor: Manager.id },
    ]);
    const all = await call(suite.context.app, Admin.token, 'GET', '/api/admin/security-events?limit=2');
    expect(all.code).toBe(200);
    const data = all.body.data as { rows: Array<Record<string, unknown>>; total: number };
    expect(data.total).toBe(3);
    expect(data.rows.map((row) => row.at)).toEqual(['2026-10-03T00:00:00.000Z', '2026-10-02T23:59:59.000Z']);
    expect(data.rows[1]).toMatchObject({
      event: 'member-updated',
      actor: { id: Admin.id, name: Admin.name },
      member: { id: Team.id, name: Team.name },
      ip: '203.0.113.9',
      detail: 'name',
    });

    const team = await call(
      suite.context.app,
      Admin.token,
      'GET',
      `/api/admin/security-events?memberId=${Team.id}&from=2026-10-02&to=2026-10-02`,
    );
    expect(team.body).toMatchObject({ message: 'OK', status: 1 });
    expect((team.body.data as { rows: unknown[] }).rows).toHaveLength(1);
    const signIns = await call(
      suite.context.app,
      Admin.token,
      'GET',
      '/api/admin/security-events?event=sign-in-succeeded',
    );
    expect((signIns.body.data as { total: number }).total).toBe(2);
  });

  it('refuses impossible filters with a sentence, never a 500', async () => {
    const { Admin } = suite.staff;
    for (const query of [
      'from=2026-02-30',
      'from=2026-10-05&to=2026-10-01',
      'event=not-an-event',
      'memberId=99999999999999',
      'page=0',
      'limit=100000',
      'from=%00',
    ]) {
      const { code, body } = await call(
        suite.context.app,
        Admin.token,
        'GET',
        `/api/admin/security-events?${query}`,
      );
      expect({ query, code, status: body.status }).toEqual({ query, code: 400, status: 0 });
      expect(body.message.length).toBeGreaterThan(5);
    }
  });

  it('is for Admins only, and every refusal is itself on record (once a minute per route)', async () => {
    const { Manager, Admin } = suite.staff;
    for (let i = 0; i < 3; i += 1) {
      const { code } = await call(suite.context.app, Manager.token, 'GET', '/api/admin/security-events');
      expect(code).toBe(403);
    }
    await suite.context.app.forbiddenRecords.settled();
    const rows = await db()
      .selectFrom('security_events')
      .select(['event', 'actor_id', 'member_id', 'detail'])
      .where('event', '=', 'forbidden')
      .execute();
    expect(rows).toEqual([
      {
        event: 'forbidden',
        actor_id: Manager.id,
        member_id: Manager.id,
        detail: 'Manager: GET /api/admin/security-events',
      },
    ]);
    expect((await call(suite.context.app, Admin.token, 'GET', '/api/admin/security-events')).code).toBe(200);
  });

  it('exports the filtered log as CSV named after its range', async () => {
    const { Admin, Team } = suite.staff;
    await plant([
      { event: 'password-changed', at: '2026-10-01T08:00:00Z', member: Team.id, actor: Team.id },
      { event: 'export', at: '2026-10-01T09:30:00Z', actor: Team.id, detail: '=HYPERLINK("x")' },
    ]);
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/api/admin/security-events/export?from=2026-10-01&to=2026-10-31',
      headers: { authorization: Admin.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="security-log-2026-10-01_2026-10-31.csv"',
    );
    const cells = parse(response.body, { bom: true }) as string[][];
    expect(cells[0]).toEqual([
      'Date & Time (UTC)',
      'Event',
      'Actor',
      'Member',
      'Address',
      'Browser',
      'Detail',
    ]);
    expect(cells.slice(1)).toEqual([
      [
        '10-01-2026 09:30:00',
        'Export',
        `${Team.name} (#${Team.id})`,
        '',
        '203.0.113.9',
        'test',
        `'=HYPERLINK("x")`,
      ],
      [
        '10-01-2026 08:00:00',
        'Password changed',
        `${Team.name} (#${Team.id})`,
        `${Team.name} (#${Team.id})`,
        '203.0.113.9',
        'test',
        '',
      ],
    ]);
  });

  it('is append-only: no update or delete but the retention sweep, which keeps the recent days', async () => {
    await plant([
      { event: 'sign-in-failed', at: new Date(Date.now() - 400 * 86_400_000).toISOString() },
      { event: 'sign-in-failed', at: new Date(Date.now() - 10 * 86_400_000).toISOString() },
    ]);
    await expect(sql`UPDATE security_events SET detail = 'changed'`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM security_events`.execute(db())).rejects.toThrow(/append-only/);
    expect(await sweepSecurityEvents(db(), 365)).toBe(1);
    const left = await db().selectFrom('security_events').select('event').execute();
    expect(left).toHaveLength(1);
    // The sweep's permission ended with its transaction.
    await expect(sql`DELETE FROM security_events`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('records a payment gateway switch with who made it, from which gateway to which', async () => {
    const { Admin } = suite.staff;
    await db()
      .insertInto('payment_gateways')
      .values([
        { gateway_name: 'Stripe', is_active: true },
        { gateway_name: 'PayPal', is_active: false },
      ])
      .execute();
    const gateways = await db()
      .selectFrom('payment_gateways')
      .select(['id', 'gateway_name', 'is_active'])
      .orderBy('id')
      .execute();
    const from = gateways.find((g) => g.is_active)!;
    const to = gateways.find((g) => !g.is_active)!;
    const switched = await call(
      suite.context.app,
      Admin.token,
      'POST',
      '/api/admin/payment-gateway-setting',
      {
        gatewayId: to.id,
      },
    );
    expect(switched.code).toBe(200);
    const rows = await db().selectFrom('security_events').select(['event', 'actor_id', 'detail']).execute();
    expect(rows).toEqual([
      {
        event: 'gateway-switched',
        actor_id: Admin.id,
        detail: `${from.gateway_name} (#${from.id}) -> ${to.gateway_name} (#${to.id})`,
      },
    ]);
  });

  it('records an event of a request whose socket is gone (no address left to read)', async () => {
    const gone = { headers: {}, ip: undefined } as unknown as FastifyRequest;
    await logSecurityEvent(db(), actorOf(gone), { event: 'export', actorId: null, detail: 'stopped early' });
    const rows = await db().selectFrom('security_events').select(['event', 'ip']).execute();
    expect(rows).toEqual([{ event: 'export', ip: '' }]);
  });

  /** A request as the log reads it: its address and browser, and the signed-in member if any. */
  const requestFrom = (ip: string, member?: number, userAgent = 'test') =>
    actorOf({
      ip,
      headers: { 'user-agent': userAgent },
      ...(member ? { member: { id: member, type: 'Admin' } } : {}),
    } as unknown as FastifyRequest);
  const rowsFrom = (ip: string) =>
    db().selectFrom('security_events').select(['event', 'actor_id', 'detail']).where('ip', '=', ip).execute();

  it('cuts every field a caller controls to its length', async () => {
    const huge = 'x'.repeat(100_000);
    await logSecurityEvent(db(), requestFrom(`203.0.113.7${huge}`, undefined, huge), {
      event: 'sign-in-failed',
      email: `${huge}@example.com`,
      detail: huge,
    });
    const row = await db().selectFrom('security_events').selectAll().executeTakeFirstOrThrow();
    expect(row.ip).toHaveLength(FIELD_CAPS.ip);
    expect(row.email).toHaveLength(FIELD_CAPS.email);
    expect(row.user_agent).toHaveLength(FIELD_CAPS.userAgent);
    expect(row.detail).toHaveLength(FIELD_CAPS.detail);
    expect(FIELD_CAPS.ip + FIELD_CAPS.email + FIELD_CAPS.userAgent + FIELD_CAPS.detail).toBeLessThan(2000);
  });

  it("stores an address's first records, then one flood record; a signed-in member's always land", async () => {
    const { limit } = WRITE_BUDGET;
    const { Admin } = suite.staff;
    for (let i = 0; i < limit + 50; i++)
      await logSecurityEvent(db(), requestFrom('198.51.100.7'), { event: 'sign-in-failed', detail: `#${i}` });
    await logSecurityEvent(db(), requestFrom('198.51.100.7', Admin.id), { event: 'export', detail: 'kept' });
    const rows = await rowsFrom('198.51.100.7');
    expect(rows).toHaveLength(limit + 2);
    expect(rows.filter((row) => row.event === 'rate-limited')).toEqual([
      {
        event: 'rate-limited',
        actor_id: null,
        detail: `flood from 198.51.100.7: more than ${limit} records from this address within 10 minutes; the rest of its records in this window are counted, not stored`,
      },
    ]);
    expect(rows.at(-1)).toEqual({ event: 'export', actor_id: Admin.id, detail: 'kept' });
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const { limit } = WRITE_BUDGET;
    for (let i = 0; i < limit + 20; i++)
      await logSecurityEvent(db(), requestFrom(`2001:db8:7:7::${(i + 1).toString(16)}`), {
        event: 'sign-in-failed',
      });
    const rows = await db().selectFrom('security_events').select(['event', 'detail']).execute();
    expect(rows).toHaveLength(limit + 1);
    expect(rows.at(-1)!.detail).toMatch(/^flood from 2001:db8:7:7::\/64: /);
  });

  it('logSecurityEventOnce writes one record a window and says how many came after it in the next', async () => {
    const once = { key: 'test-burst', windowSeconds: 60 };
    const entry = { event: 'rate-limited', actorId: null, detail: 'burst' } as const;
    for (let i = 0; i < 40; i++) await logSecurityEventOnce(db(), requestFrom('192.0.2.50'), once, entry);
    expect((await rowsFrom('192.0.2.50')).map((row) => row.detail)).toEqual(['burst']);
    await sql`UPDATE throttle_buckets SET reset_at = now() - interval '1 second'`.execute(db());
    let built = 0;
    const later = async () => {
      built += 1;
      return entry;
    };
    for (let i = 0; i < 3; i++) await logSecurityEventOnce(db(), requestFrom('192.0.2.50'), once, later);
    expect((await rowsFrom('192.0.2.50')).map((row) => row.detail)).toEqual([
      'burst',
      'burst; 39 more like it were counted, not recorded, in the 1 minute after the previous record',
    ]);
    // What only the record needs is built only for the record.
    expect(built).toBe(1);
  });

  it("never writes a mailed link's token to the request log", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = await buildApp({
      config: { ...suite.context.config, logLevel: 'info' },
      database: suite.context.database,
      logger: true,
      logStream: stream,
    });
    try {
      const secret = 'LinkTokenThatMustNotBeLogged0123456789';
      await app.inject({ method: 'GET', url: `/api/front/open-documents-link?token=${secret}&lang=en` });
      await app.inject({ method: 'GET', url: `/api/health?Token=${secret}` });
      const log = lines.join('');
      expect(log).toContain('/api/front/open-documents-link?token=[redacted]&lang=en');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
