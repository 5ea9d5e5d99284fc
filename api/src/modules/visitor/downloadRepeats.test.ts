import { sql } from 'kysely';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { deviceFromUserAgent } from './device';
import { recordDownload } from './repository';
import { DOWNLOAD_LIMIT } from './service/rateLimit';
import { orderWithDocument, proofFor, tempDataDir, visit } from './fixtures/index';

// A guard against a hang, not a speed limit: a test here took up to 2.4 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(databaseKinds())('visitor: repeated downloads and the download limit on %s', (kind) => {
  let context: TestContext;
  useSuiteDatabase(
    kind,
    (ready) => {
      context = ready;
    },
    { dataDir: tempDataDir() },
  );

  async function completedOrder() {
    const order = await orderWithDocument(context.app);
    return { ...order, proof: await proofFor(context.app, order.orderId, order.email) };
  }
  type Order = Awaited<ReturnType<typeof completedOrder>>;
  const download = (order: Order, device: { ip?: string; userAgent?: string } = {}) =>
    visit(context.app, 'POST', '/api/front/download-passport-doc-pdf', {
      body: { orderId: order.orderId, file1: order.file1 },
      proof: order.proof,
      ip: device.ip ?? '81.2.69.160',
      userAgent: device.userAgent ?? PHONE,
    });
  const fetchFile = (order: Order, ip = '81.2.69.160') =>
    visit(context.app, 'GET', `/api/front/uploads/docs/${order.orderId}/${order.file1}`, {
      proof: order.proof,
      ip,
    });
  const rows = () =>
    context.app.db
      .selectFrom('download_history')
      .select(['ip', 'user_agent', 'times', 'create_ts', 'last_ts'])
      .orderBy('id')
      .execute();
  const history = async (order: Order) =>
    (
      await visit(context.app, 'POST', '/api/front/get-download-history', {
        body: { orderId: order.orderId },
        proof: order.proof,
      })
    ).json().data as Array<Record<string, unknown>>;

  it('20 downloads in a row from one device are one row with times 20; the history shows the count', async () => {
    const order = await completedOrder();
    for (let i = 0; i < 20; i++) expect((await download(order)).statusCode).toBe(200);
    const [row, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ ip: '81.2.69.160', user_agent: PHONE, times: 20 });
    expect(row!.last_ts.getTime()).toBeGreaterThanOrEqual(row!.create_ts.getTime());
    const [shown] = await history(order);
    expect(shown).toMatchObject({ times: 20, device: 'Apple iPhone', ip: '81.2.69.160' });
    expect(Date.parse(shown!.last_ts as string)).toBe(row!.last_ts.getTime());
  });

  it('another device (address or browser) is a row of its own', async () => {
    const order = await completedOrder();
    await download(order);
    await download(order, { userAgent: LAPTOP });
    await download(order, { ip: '8.8.8.8' });
    await download(order, { userAgent: LAPTOP });
    await download(order);
    expect((await rows()).map((r) => [r.ip, r.user_agent === PHONE ? 'phone' : 'laptop', r.times])).toEqual([
      ['81.2.69.160', 'phone', 2],
      ['81.2.69.160', 'laptop', 2],
      ['8.8.8.8', 'phone', 1],
    ]);
    // A browser that sends no user agent is a device too: its repeats add up, apart from the others.
    const bare = {
      orderId: order.orderId,
      ip: '81.2.69.160',
      location: 'United Kingdom',
      file1: order.file1,
      userAgent: null,
      timezone: '',
      ...deviceFromUserAgent(undefined),
    };
    await recordDownload(context.app.db, bare);
    await recordDownload(context.app.db, bare);
    expect((await rows()).map((r) => [r.user_agent, r.times]).at(-1)).toEqual([null, 2]);
    expect(await rows()).toHaveLength(4);
  });

  it('a download more than 10 minutes after the device’s last one starts a new row', async () => {
    const order = await completedOrder();
    await download(order);
    await download(order);
    await sql`UPDATE download_history SET last_ts = now() - interval '11 minutes'`.execute(context.app.db);
    await download(order);
    expect((await rows()).map((r) => r.times)).toEqual([2, 1]);
    // Nine minutes is still a repeat of the newest row.
    await sql`UPDATE download_history SET last_ts = now() - interval '9 minutes' WHERE times = 1`.execute(
      context.app.db,
    );
    await download(order);
    expect((await rows()).map((r) => r.times)).toEqual([2, 2]);
  });

  it('parallel repeats are all counted', async () => {
    const order = await completedOrder();
    await download(order);
    await Promise.all(Array.from({ length: 12 }, () => download(order)));
    expect(await rows()).toEqual([expect.objectContaining({ times: 13 })]);
  });

  it(`over ${DOWNLOAD_LIMIT.limit} a minute from one address: 429 with Retry-After, nothing recorded or served`, async () => {
    const order = await completedOrder();
    for (let i = 0; i < DOWNLOAD_LIMIT.limit; i++) expect((await download(order)).statusCode).toBe(200);
    const refused = await download(order);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 0,
      message: expect.stringMatching(
        /^Too many downloads from your connection\. Please try again in (\d+ seconds?|1 minute)\.$/,
      ),
      data: null,
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(DOWNLOAD_LIMIT.windowSeconds);
    expect(await rows()).toEqual([expect.objectContaining({ times: DOWNLOAD_LIMIT.limit })]);
    // Another address is not limited by this one.
    expect((await download(order, { ip: '8.8.8.8' })).statusCode).toBe(200);

    // The file itself has its own count.
    for (let i = 0; i < DOWNLOAD_LIMIT.limit; i++) expect((await fetchFile(order)).statusCode).toBe(200);
    const file = await fetchFile(order);
    expect(file.statusCode).toBe(429);
    expect(file.headers['retry-after']).toBeDefined();
    expect(file.json()).toMatchObject({ status: 0, data: null });
    expect(file.body).not.toContain('%PDF');
  });
});
