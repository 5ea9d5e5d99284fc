/**
 * Drill: N staff work a running server at once for a fixed time with a mixed read/write load (lists,
 * counts, search, detail, assign and return, status moves, comments), then the folder counts the triggers
 * keep are checked against a fresh count of the orders. Prints requests/s, p50/p99 per call, failures.
 * Not a test: nothing is asserted except the final consistency check (exit code 1 when it drifts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/earrival_drill JWT_SECRET=$(openssl rand -hex 32) SEED_DEMO=1 npm start   (another shell)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/earrival_drill npm run bench -- drill
 *
 * DRILL_URL (default http://127.0.0.1:8080), DRILL_STAFF (default 20, at most 50), DRILL_SECONDS (default
 * 30, at most 120), DRILL_PASSWORD (default demo1234; the five demo accounts sign in). Loopback only.
 */
import pg from 'pg';

const base = new URL(process.env.DRILL_URL ?? 'http://127.0.0.1:8080');
const staffCount = Math.min(50, Math.max(1, Number(process.env.DRILL_STAFF ?? 20)));
const seconds = Math.min(120, Math.max(1, Number(process.env.DRILL_SECONDS ?? 30)));
const password = process.env.DRILL_PASSWORD ?? 'demo1234';
const databaseUrl = process.env.DATABASE_URL;
const MAX_REQUESTS = 500_000;
const ACCOUNTS = ['admin', 'manager', 'team', 'telecaller', 'nightstaff'].map((n) => `${n}@example.com`);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

interface Member {
  id: number;
  name: string;
  type: string;
  token: string;
}
type Envelope = { status: number; message: string; data: unknown; total?: number; jwtToken?: string };

const samples = new Map<string, number[]>();
const outcomes = new Map<string, number>();
let requests = 0;

async function call(member: Member | null, label: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  let code = 0;
  let json: Envelope | null = null;
  try {
    const response = await fetch(new URL(`/api/${path}`, base), {
      method,
      headers: {
        ...(member ? { authorization: member.token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    code = response.status;
    json = (await response.json()) as Envelope;
  } catch {
    code = 0; // the connection failed
  }
  requests += 1;
  const list = samples.get(label) ?? [];
  list.push(performance.now() - started);
  samples.set(label, list);
  const key = code === 0 ? 'network error' : String(code);
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  return { code, json };
}

async function signIn(email: string): Promise<Member> {
  const { code, json } = await call(null, 'sign-in', 'POST', 'admin/admin-login', { email, password });
  if (code !== 200 || !json?.jwtToken)
    throw new Error(`Sign-in of ${email} failed (${code}): ${json?.message}`);
  const data = json.data as { id: number; name: string; type: string };
  return { ...data, token: json.jwtToken };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const FOLDERS = ['newOrder', 'priorityOrder', 'pendingOrder', 'completedOrder', 'futureOrder', 'refundOrder'];

/** One staff member's loop: mostly reads, about a quarter writes, as a working day looks. */
async function work(member: Member, until: number): Promise<void> {
  while (Date.now() < until && requests < MAX_REQUESTS) {
    const roll = Math.random();
    if (roll < 0.3) {
      await call(member, 'list', 'GET', `admin/get-orders-list/${pick(FOLDERS)}?page=1&limit=25`);
    } else if (roll < 0.45) {
      await call(
        member,
        'counts',
        'GET',
        `admin/get-all-folder-count?userName=${encodeURIComponent(member.name)}`,
      );
    } else if (roll < 0.55) {
      await call(member, 'search', 'POST', 'admin/search-order', {
        start: 0,
        end: 25,
        searchVal: pick(['ana', 'lopez', '1000', 'gmail', 'maria']),
        folderName: 'newOrder',
      });
    } else if (roll < 0.75) {
      const page = await call(member, 'list', 'GET', 'admin/get-orders-list/newOrder?page=1&limit=25');
      const rows = (page.json?.data ?? []) as Array<{ order_id: number }>;
      if (!rows.length) continue;
      const orderId = pick(rows).order_id;
      const action = Math.random();
      if (action < 0.35) {
        await call(member, 'detail', 'GET', `admin/get-orders-details/${orderId}`);
      } else if (action < 0.7) {
        const taken = await call(member, 'assign', 'PUT', 'admin/assign-order-status', {
          orderId: [orderId],
          assignto: member.name,
        });
        if (taken.code === 200)
          await call(member, 'return', 'PUT', 'admin/assign-order-status', {
            orderId: [orderId],
            assignto: null,
          });
      } else if (action < 0.85) {
        await call(member, 'comment', 'POST', 'admin/add-new-remark', {
          orderId,
          remark: 'Drill: called the customer.',
        });
      } else {
        await call(member, 'move', 'PUT', 'admin/move-order-status', {
          orderId: [orderId],
          updatingStatus: 'Pending',
        });
        await call(member, 'move', 'PUT', 'admin/move-order-status', {
          orderId: [orderId],
          updatingStatus: 'New',
        });
      }
    } else {
      const page = await call(member, 'list', 'GET', 'admin/get-orders-list/pendingOrder?page=1&limit=10');
      const rows = (page.json?.data ?? []) as Array<{ order_id: number }>;
      if (rows.length) await call(member, 'detail', 'GET', `admin/get-orders-details/${pick(rows).order_id}`);
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** The trigger-kept folder counts against a fresh GROUP BY over the orders: any row printed is a drift. */
async function drift(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      WITH fresh AS (
        SELECT process_status, processing_mode, coalesce(assigned_to_id, 0) AS assignee_id,
          coalesce(date_trunc('month', processing_date)::date, DATE '1900-01-01') AS processing_month,
          refund_date IS NOT NULL AS refund_requested, count(*)::bigint AS n
        FROM orders GROUP BY 1, 2, 3, 4, 5),
      kept AS (SELECT process_status, processing_mode, assignee_id, processing_month, refund_requested, n
        FROM order_folder_stats WHERE n <> 0)
      (SELECT 'missing' AS side, * FROM fresh EXCEPT SELECT 'missing', * FROM kept)
      UNION ALL
      (SELECT 'extra' AS side, * FROM kept EXCEPT SELECT 'extra', * FROM fresh)`);
    for (const row of rows) console.log('  drift:', JSON.stringify(row));
    return rows.length;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  if (!LOOPBACK.has(base.hostname))
    throw new Error(`The drill runs against loopback only, not ${base.hostname}.`);
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to the database of the running server (for the consistency check).');
  const dbHost = new URL(databaseUrl).hostname;
  if (!LOOPBACK.has(dbHost)) throw new Error(`The drill checks a loopback database only, not ${dbHost}.`);
  const accounts = await Promise.all(ACCOUNTS.map(signIn));
  const staff = Array.from({ length: staffCount }, (_, i) => accounts[i % accounts.length]!);
  samples.clear();
  outcomes.clear();
  requests = 0;
  console.log(`drill: ${staffCount} staff for ${seconds} s against ${base.origin}`);
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(staff.map((member) => work(member, until)));
  const elapsed = (Date.now() - started) / 1000;

  console.log(
    `\n${requests} requests in ${elapsed.toFixed(1)} s: ${(requests / elapsed).toFixed(0)} requests/s`,
  );
  console.log('call       count    p50 ms   p99 ms');
  for (const [label, list] of [...samples].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} ${String(list.length).padStart(6)} ${percentile(sorted, 0.5).toFixed(1).padStart(9)} ${percentile(sorted, 0.99).toFixed(1).padStart(8)}`,
    );
  }
  const failures = [...outcomes].filter(([code]) => code === 'network error' || Number(code) >= 500);
  console.log(`answers: ${[...outcomes].map(([code, n]) => `${code}: ${n}`).join(', ')}`);
  console.log(`errors (5xx or no answer): ${failures.reduce((sum, [, n]) => sum + n, 0)}`);
  console.log('(409 = an order another member took first: expected under contention)');
  const drifted = await drift();
  console.log(
    drifted ? `folder counts: ${drifted} rows DRIFTED` : 'folder counts: consistent with the orders',
  );
  if (drifted || failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
