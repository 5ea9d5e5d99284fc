import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PROCESS_STATUSES } from '@earrival/shared/types';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { kindsHere, type DatabaseKind } from '../testing/harness';
import { newInstallation, type Installation } from '../testing/backupTargets';
import { readable, restoreTarget, storeContents, tableContents } from '../testing/backupContents';
import { pdfBytes, signIn, uploadDocument } from '../testing/cluster';
import { migrateToLatest } from '../platform/db/migrate';
import { writeBackup } from '../platform/backup/write';
import { restoreBackup } from '../platform/backup/restore';
import { seedDemoIfEmpty } from './seed';

/*
 * The restore drill: 5,000 orders with documents, comments, mail history, a release and security events;
 * a write load (status moves, comments, uploads) through the API; a backup in the middle of it; a restore
 * into a fresh DATA_DIR and a fresh PostgreSQL database. Every row and object committed before the backup
 * began is there byte for byte; each change committed during it is there whole or not at all; the restored
 * server signs in, opens an order and serves its document. A guard for a hang, not a speed check:
 * measured ~2 min per source kind on the 2-core machine.
 */
jest.setTimeout(900_000);

const ORDERS = 5000;
const STATUSES = ['Pending', 'Awaiting', 'Contact Customer', 'Completed'] as const;
/** Tables the load itself changes in place (the orders it moves, counts, sessions, throttles): compared apart. */
const CHANGED_BY_LOAD = new Set([
  'orders',
  'order_folder_stats',
  'member_sessions',
  'throttle_buckets',
  'live_events',
  'presence',
]);

interface LoadRecord {
  /** Remarks and uploads the load finished (committed) before the backup began. */
  committedBefore: { remarks: string[]; uploads: number[] };
  remarks: string[];
  uploads: Map<number, string>;
}

describe.each(kindsHere())('the restore drill from %s', (kind: DatabaseKind) => {
  let source: Installation;
  let archive: string;
  let load: LoadRecord;
  let before: { rows: Map<string, string[]>; objects: Map<string, string> };
  let moved: number[];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-drill-'));

  beforeAll(async () => {
    source = await newInstallation(kind, { name: 'drill' });
    await migrateToLatest(source.database.db);
    await seedDemoIfEmpty(source.database.db, ORDERS, source.store);
    await source.store.put(
      'releases/mf-queues/drill-1/remoteEntry.js',
      Buffer.from('export const drill = 1;'),
    );
    const defaults = loadConfig({ ...process.env, DATABASE_URL: '' });
    const app = await buildApp({
      config: {
        ...defaults,
        dataDir: source.dataDir,
        jwtSecret: 'd'.repeat(64),
        jobs: { ...defaults.jobs, workers: false },
      },
      database: source.database,
      store: source.store,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      // Security events: a wrong password, then the Admin's sign-in.
      await fetch(`${baseUrl}/api/admin/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'wrong-password' }),
      });
      const token = await signIn(baseUrl, 'admin@example.com');
      const orders = await source.database.db
        .selectFrom('orders')
        .select(['order_id', 'email'])
        .orderBy('order_id')
        .limit(40)
        .execute();
      moved = orders.map((o) => o.order_id);
      before = {
        rows: await tableContents(source.database, 'pgboss'),
        objects: await storeContents(source.store),
      };
      const call = (url: string, body: unknown, method = 'POST') =>
        fetch(`${baseUrl}/api${url}`, {
          method,
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => [r.status, ((await r.json()) as { message: string }).message] as const);

      load = { committedBefore: { remarks: [], uploads: [] }, remarks: [], uploads: new Map() };
      let stop = false;
      let step = 0;
      const running = (async () => {
        while (!stop) {
          const order = orders[step % orders.length]!;
          const remark = `drill-${kind}-${step}`;
          const answer = await call('/admin/add-new-remark', { orderId: order.order_id, remark });
          // A member may comment 20 times a minute: past it the comment is refused (and not written).
          if (answer[0] !== 429) {
            expect(answer).toEqual([200, expect.any(String)]);
            load.remarks.push(remark);
          }
          const status = STATUSES[step % STATUSES.length]!;
          expect(
            (
              await call(
                '/admin/change-order-status',
                { orderId: [order.order_id], updatingStatus: status },
                'PUT',
              )
            )[0],
          ).toBe(200);
          if (step % 3 === 0) {
            const bytes = pdfBytes(20_000, step);
            const upload = await uploadDocument(
              baseUrl,
              token,
              { orderId: order.order_id, email: order.email },
              bytes,
            );
            // The mail limits (per member, per mailbox) refuse some: a refused upload stores nothing.
            if (upload.status !== 429) {
              expect(upload.status).toBe(200);
              load.uploads.set(order.order_id, bytes.toString('hex').slice(0, 64));
            }
          }
          step++;
        }
      })();
      let failed: unknown;
      running.catch((error: unknown) => (failed = error));
      /** Waits for the load to reach `steps` (or fail: its error is the test's). */
      const loadReaches = async (steps: number) => {
        while (step < steps) {
          if (failed) throw failed;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await loadReaches(6);
      archive = path.join(work, 'drill.tar.gz');
      load.committedBefore = { remarks: [...load.remarks], uploads: [...load.uploads.keys()] };
      await writeBackup(
        { database: source.database, store: source.store, jobsSchema: 'pgboss', appVersion: '0.1.0' },
        fs.createWriteStream(archive),
      );
      const stepsAtEnd = step;
      // The load goes on a little after the backup: those changes must be absent from it.
      await loadReaches(stepsAtEnd + 3);
      stop = true;
      await running;
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await source?.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.each(kindsHere())(
    'restores into %s: what was committed before is whole, what came during is all or nothing, and it serves',
    async (into) => {
      const target = await newInstallation(into, { name: 'drilled' });
      try {
        await restoreBackup(restoreTarget(target), readable(archive));
        const after = await tableContents(target.database, 'pgboss');

        // Committed before the backup began: byte for byte (the rows the load changes in place, apart).
        for (const [table, rows] of before.rows) {
          if (CHANGED_BY_LOAD.has(table)) continue;
          const restored = new Set(after.get(table));
          expect([table, rows.filter((row) => !restored.has(row))]).toEqual([table, []]);
        }
        const untouched = (rows: string[]) =>
          rows.filter((row) => !moved.includes(Number(row.split('\t')[0])));
        expect(untouched(after.get('orders')!)).toEqual(untouched(before.rows.get('orders')!));
        const objects = await storeContents(target.store);
        for (const [key, sha] of before.objects) expect([key, objects.get(key)]).toEqual([key, sha]);

        // During the backup: each change whole or absent. A remark comes with its order event; a status
        // move's order shows the status of its last recorded move; an upload's row has its file.
        const db = target.database.db;
        const remarks = (
          await db.selectFrom('remarks').select('remark').where('remark', 'like', `drill-${kind}-%`).execute()
        ).map((r) => r.remark);
        expect(remarks).toEqual(expect.arrayContaining(load.committedBefore.remarks));
        expect(remarks.length).toBeLessThan(load.remarks.length);
        for (const orderId of moved) {
          const order = await db
            .selectFrom('orders')
            .select('process_status')
            .where('order_id', '=', orderId)
            .executeTakeFirstOrThrow();
          const last = await db
            .selectFrom('order_events')
            .select(['to_value'])
            .where('order_id', '=', orderId)
            .where('to_value', 'in', [...PROCESS_STATUSES])
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (last) expect([orderId, order.process_status]).toEqual([orderId, last.to_value]);
        }
        const uploads = await db
          .selectFrom('uploaded_documents')
          .select(['order_id', 'file1'])
          .where('order_id', 'in', moved)
          .execute();
        for (const upload of uploads)
          expect(objects.has(`docs/${upload.order_id}/${upload.file1}`)).toBe(true);
        expect(load.committedBefore.uploads.length).toBeGreaterThan(0);
        for (const orderId of load.committedBefore.uploads)
          expect(uploads.some((u) => u.order_id === orderId)).toBe(true);

        // The restored server serves it: sign in, open an order, download its document.
        const defaults = loadConfig({ ...process.env, DATABASE_URL: '' });
        const app = await buildApp({
          config: {
            ...defaults,
            dataDir: target.dataDir,
            jwtSecret: 'e'.repeat(64),
            jobs: { ...defaults.jobs, workers: false },
          },
          database: target.database,
          store: target.store,
        });
        try {
          const login = await app.inject({
            method: 'POST',
            url: '/api/admin/admin-login',
            payload: { email: 'admin@example.com', password: 'demo1234' },
          });
          const token = (login.json() as { jwtToken: string }).jwtToken;
          const upload = uploads[0]!;
          const detail = await app.inject({
            url: `/api/admin/get-orders-details/${upload.order_id}`,
            headers: { authorization: token },
          });
          expect([detail.statusCode, detail.json().data.order_id]).toEqual([200, upload.order_id]);
          const file = await app.inject({
            url: `/api/uploads/docs/${upload.order_id}/${upload.file1}`,
            headers: { authorization: token },
          });
          expect(file.statusCode).toBe(200);
          const original = await source.store.open(`docs/${upload.order_id}/${upload.file1}`);
          const parts: Buffer[] = [];
          for await (const part of original!.body) parts.push(part as Buffer);
          expect(file.rawPayload.equals(Buffer.concat(parts))).toBe(true);
        } finally {
          await app.close();
        }
      } finally {
        await target.destroy();
      }
    },
  );
});
