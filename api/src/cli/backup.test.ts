import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kindsHere, type DatabaseKind } from '../testing/harness';
import { newInstallation, type Installation } from '../testing/backupTargets';
import {
  readable,
  restoreTarget,
  rewriteArchive,
  storeContents,
  tableContents,
} from '../testing/backupContents';
import { startTestS3, type TestS3 } from '../platform/store/testing';
import { migrateToLatest, MIGRATION_NAMES } from '../platform/db/migrate';
import { writeBackup } from '../platform/backup/write';
import { restoreBackup } from '../platform/backup/restore';
import { readSequences } from '../platform/backup/tables';
import { seedDemoIfEmpty } from './seed';

/*
 * A backup of either kind restores into either kind, from a local store into S3 and back, with every row
 * and object as it was; and a restore refuses what it must, naming why. (The drill under load, with 5,000
 * orders, is backupDrill.test.ts.) Each case creates databases of its own: measured ~15 s a case on PGlite.
 */
jest.setTimeout(180_000);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-backups-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let made = 0;
/** An installation with demo data: 40 orders with histories, the demo accounts, and their documents. */
async function filled(kind: DatabaseKind, s3?: TestS3): Promise<Installation> {
  const source = await newInstallation(kind, { name: 'source', s3: s3?.config });
  await migrateToLatest(source.database.db);
  await seedDemoIfEmpty(source.database.db, 40, source.store);
  await source.store.put(
    `releases/mf-queues/r${++made}/remoteEntry.js`,
    Buffer.from('console.log("remote")'),
  );
  return source;
}

async function backupOf(source: Installation, name: string): Promise<string> {
  const file = path.join(work, `${name}.tar.gz`);
  await writeBackup(
    { database: source.database, store: source.store, jobsSchema: 'pgboss', appVersion: '0.1.0' },
    fs.createWriteStream(file),
  );
  return file;
}

describe.each(kindsHere().flatMap((from) => kindsHere().map((to) => [from, to] as const)))(
  'a backup of %s restored into %s',
  (from, to) => {
    it('holds every row and object, byte for byte, and refuses a second restore onto it unless forced', async () => {
      const source = await filled(from);
      const target = await newInstallation(to, { name: 'target' });
      try {
        const file = await backupOf(source, `${from}-${to}`);
        const report = await restoreBackup(restoreTarget(target), readable(file));
        expect(report.header).toMatchObject({ database: from, schemaVersion: MIGRATION_NAMES.at(-1) });
        expect(report.manifest.rows).toBeGreaterThan(40);

        const [rowsBefore, rowsAfter] = [
          await tableContents(source.database, 'pgboss'),
          await tableContents(target.database, 'pgboss'),
        ];
        expect([...rowsAfter.keys()].sort()).toEqual([...rowsBefore.keys()].sort());
        for (const [table, rows] of rowsBefore) expect([table, rowsAfter.get(table)]).toEqual([table, rows]);
        const objects = await storeContents(source.store);
        expect(objects.size).toBeGreaterThan(5);
        expect(await storeContents(target.store)).toEqual(objects);
        // Sequences go on after the restored ids: the next order, remark or member gets a new number.
        const sequences = (installation: Installation) =>
          installation.database.session((session) => readSequences(session, 'pgboss'));
        const before = (await sequences(source)).filter((s) => !s.name.startsWith('pgboss.'));
        expect(before.length).toBeGreaterThan(5);
        expect((await sequences(target)).filter((s) => !s.name.startsWith('pgboss.'))).toEqual(before);

        await expect(restoreBackup(restoreTarget(target), readable(file))).rejects.toThrow(
          /^The target is not empty \(rows in .*\): restore into an empty database and store, or add --force to replace them\.$/,
        );
        await expect(
          restoreBackup(restoreTarget(target, 'pgboss', true), readable(file)),
        ).resolves.toMatchObject({
          header: { database: from },
        });
        expect(await tableContents(target.database, 'pgboss')).toEqual(rowsBefore);
      } finally {
        await source.destroy();
        await target.destroy();
      }
    });
  },
);

describe('a restore refuses, naming why', () => {
  const kind = kindsHere().at(-1)!;
  let source: Installation;
  let file: string;
  beforeAll(async () => {
    source = await filled(kind);
    file = await backupOf(source, 'refusals');
  }, 120_000);
  afterAll(() => source.destroy());

  it('an archive from newer code, naming both schema versions, before it writes anything', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await rewriteArchive(file, newer, (name, bytes) =>
      name === 'backup.json'
        ? Buffer.from(
            JSON.stringify({
              ...JSON.parse(bytes.toString()),
              schemaVersion: '999_future',
              appVersion: '9.0.0',
            }),
          )
        : undefined,
    );
    const target = await newInstallation(kind, { name: 'newer' });
    try {
      await expect(restoreBackup(restoreTarget(target), readable(newer))).rejects.toThrow(
        `The archive's schema 999_future (app 9.0.0) is newer than this code's ${MIGRATION_NAMES.at(-1)}: restore it with that version of the code or later.`,
      );
      const { rows } = await target.database.executeSql(
        'SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()',
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await target.destroy();
    }
  });

  it('a damaged object or table, naming each', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    let object = '';
    await rewriteArchive(file, damaged, (name, bytes) => {
      if (name.startsWith('store/docs/') && !object) {
        object = name.slice('store/'.length);
        const copy = Buffer.from(bytes);
        const middle = copy.length >> 1;
        copy[middle] = copy[middle]! ^ 0xff;
        return copy;
      }
      if (name === 'db/remarks/000001.copy')
        return Buffer.from(bytes.toString().replace(/\n[^\n]*\n$/, '\n'));
      return undefined;
    });
    const target = await newInstallation(kind, { name: 'damaged' });
    try {
      const failure = restoreBackup(restoreTarget(target), readable(damaged));
      await expect(failure).rejects.toThrow('The archive does not match its manifest:');
      await expect(failure).rejects.toThrow('table remarks: its rows differ (SHA-256)');
      await expect(failure).rejects.toThrow(`object ${object}: its bytes differ`);
    } finally {
      await target.destroy();
    }
  });

  it('an archive cut short', async () => {
    const cut = path.join(work, 'cut.tar.gz');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length >> 1));
    const target = await newInstallation(kind, { name: 'cut' });
    try {
      await expect(restoreBackup(restoreTarget(target), readable(cut))).rejects.toThrow();
    } finally {
      await target.destroy();
    }
  });
});

describe('between a local store and S3', () => {
  const kind = kindsHere().at(-1)!;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('earrival-backup');
  });
  afterAll(() => s3.close());

  it('a local store restores into S3, and S3 into a local store', async () => {
    const local = await filled(kind);
    const intoS3 = await newInstallation(kind, { name: 'into_s3', s3 });
    const back = await newInstallation(kind, { name: 'back' });
    try {
      const objects = await storeContents(local.store);
      await restoreBackup(restoreTarget(intoS3), readable(await backupOf(local, 'local')));
      expect(intoS3.store.kind).toBe('s3');
      expect(await storeContents(intoS3.store)).toEqual(objects);
      await restoreBackup(restoreTarget(back), readable(await backupOf(intoS3, 's3')));
      expect(back.store.kind).toBe('local');
      expect(await storeContents(back.store)).toEqual(objects);
      expect(await tableContents(back.database, 'pgboss')).toEqual(
        await tableContents(local.database, 'pgboss'),
      );
    } finally {
      await Promise.all([local.destroy(), intoS3.destroy(), back.destroy()]);
    }
  });
});
