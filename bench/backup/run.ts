/**
 * npm run backup / npm run restore beside their floor, plain pg_dump -Fc / pg_restore of the same
 * PostgreSQL database, measured side by side in one run, at each size asked for:
 *
 *   1. a database of its own (earrival_bench_backup_<orders>), seeded with `seed --orders N`, its uploads'
 *      documents written to a local store in a temporary DATA_DIR and the job queue's schema installed
 *      (prepare.ts), so it looks like an installation's;
 *   2. per round: our backup (CLI in a child process) and pg_dump -Fc, then our restore into a fresh empty
 *      database and an empty DATA_DIR, and pg_restore into another fresh database. The pair's order swaps
 *      every round. Also a floor for the document store, which pg_dump does not cover: tar -czf of the
 *      store's folder, and tar -xzf into an empty one;
 *   3. the databases are dropped and the temporary folder removed.
 *
 * Each child runs under /usr/bin/time (wall time, peak RSS, CPU); PostgreSQL's backends for the database
 * are sampled from /proc (the server is local), so the table can say whose CPU the time is. Verbose
 * pg_dump / pg_restore and our CLIs' progress lines are timestamped as they arrive: per-table times, the
 * database part of our backup and restore, and pg_restore's split into data, indexes and constraints.
 *
 *   npm run bench -- backup [--orders 100000,1000000] [--rounds 1] [--runner dist|tsx] [--documents false] [--keep]
 *
 *   --orders   sizes, run one after another (default 100000, ~10 minutes a round here; BENCH_BACKUP_ORDERS
 *              too). 1,000,000 is opt-in: with --documents false ~12 minutes here (seed 96 s, restore
 *              308 s, pg_restore 113 s); with documents, ~361,000 objects, whose backup (December 2026)
 *              takes time growing with the square of their number: hours
 *   --rounds   rounds per size; the table shows each column's best round, peak RSS its highest (default 1)
 *   --runner   dist: the CLIs bundled by api/build.mjs and run with plain node, as production runs them
 *              (default); tsx: node --import tsx api/src/cli/backup.ts, what `npm run backup` runs
 *   --documents  false: no documents in the store (the database alone on both sides)
 *   --keep     keep the databases and the temporary folder (their names are printed)
 *   BENCH_POSTGRES  server to create the databases on (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TIME, timed } from './timing';
import { mb, printRound, printTable, s, type Result } from './report';

const root = path.resolve(import.meta.dirname, '..', '..');
const here = import.meta.dirname;

// ---------------------------------------------------------------------------------------------- options

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at === -1) return undefined;
  const arg = argv[at]!;
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  const next = argv[at + 1];
  return next && !next.startsWith('--') ? next : 'true';
}

const sizes = (option('orders') ?? process.env.BENCH_BACKUP_ORDERS ?? '100000')
  .split(',')
  .map((part) => Number(part.replaceAll('_', '').trim()));
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error('--orders: a comma-separated list of positive integers, e.g. 100000,1000000');
const rounds = Number(option('rounds') ?? 1);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) throw new Error('--rounds must be 1..10');
const runner = option('runner') ?? 'dist';
if (runner !== 'dist' && runner !== 'tsx') throw new Error('--runner must be dist or tsx');
const keep = option('keep') === 'true';
const documents = option('documents') !== 'false';
const serverUrl = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (database: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const JWT_SECRET = 'b'.repeat(64);

// ------------------------------------------------------------------------------------------ measuring

async function sql<T = Record<string, unknown>>(database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const serverDatabase = new URL(serverUrl).pathname.slice(1) || 'postgres';
const createDatabase = async (name: string) => {
  await sql(serverDatabase, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql(serverDatabase, `CREATE DATABASE ${name}`);
};
const dropDatabase = (name: string) => sql(serverDatabase, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
const databaseSize = async (name: string) =>
  Number(
    (await sql<{ size: string }>(serverDatabase, `SELECT pg_database_size('${name}') AS size`))[0]!.size,
  );

/** Files under a folder: count and bytes (apparent size). */
function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files++;
        bytes += fs.statSync(full).size;
      }
    }
  };
  if (fs.existsSync(folder)) walk(folder);
  return { files, bytes };
}

// ------------------------------------------------------------------------------------------------ CLIs

let distDir: string | undefined;

/** The command line of one of our CLIs (backup, restore, seed) for the chosen runner. */
function cli(name: 'backup' | 'restore' | 'seed'): [string, string[]] {
  if (runner === 'dist')
    return [process.execPath, ['--enable-source-maps', path.join(distDir!, `${name}.js`)]];
  const source = name === 'seed' ? 'seed/run.ts' : `${name}.ts`;
  return [process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'cli', source)]];
}

function buildDist() {
  // Inside api/node_modules/.cache: ignored by git, and the bundle's packages resolve as from api/dist.
  const cache = path.join(root, 'api', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  distDir = fs.mkdtempSync(path.join(cache, 'earrival-bench-backup-'));
  const built = spawnSync(process.execPath, ['api/build.mjs', '--outdir', distDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`api/build.mjs failed:\n${built.stdout}${built.stderr}`);
}

// ------------------------------------------------------------------------------------------- analysis

// ---------------------------------------------------------------------------------------------- a size

/**
 * Runs ours and the floor one after the other, in the round's order (it swaps every round); the results as
 * [ours, floor] whichever ran first.
 */
async function inTurn<O, F>(
  ourFirst: boolean,
  ours: () => Promise<O>,
  floor: () => Promise<F>,
): Promise<[O, F]> {
  if (ourFirst) {
    const our = await ours();
    return [our, await floor()];
  }
  const their = await floor();
  return [await ours(), their];
}

async function measure(orders: number, work: string): Promise<Result> {
  const source = `earrival_bench_backup_${orders}`;
  const ours = `${source}_restore`;
  const theirs = `${source}_pg_restore`;
  const sourceData = path.join(work, `${orders}-source`);
  const env = { DATABASE_URL: urlOf(source), DATA_DIR: sourceData, JWT_SECRET, LOG_LEVEL: 'warn' };
  try {
    console.log(`\n--- ${orders.toLocaleString('en-US')} orders: creating ${source}, seeding ...`);
    await createDatabase(source);
    fs.mkdirSync(sourceData, { recursive: true });
    const [seedCommand, seedArgs] = cli('seed');
    const seeded = await timed(seedCommand, [...seedArgs, '--orders', String(orders)], { env });
    console.log(`  ${seeded.lines.find((line) => line.text.startsWith('Done'))?.text ?? ''}`);
    const prepared = await timed(process.execPath, ['--import', 'tsx', path.join(here, 'prepare.ts')], {
      env: { ...env, BENCH_BACKUP_DOCUMENTS: documents ? '1' : '0' },
    });
    const store = folderSize(sourceData);
    const size = await databaseSize(source);
    console.log(
      `  ${documents ? 'documents written and ' : ''}job queue installed in ${s(prepared.seconds)} s: database ${mb(size)} MB, store ${store.files.toLocaleString('en-US')} objects, ${mb(store.bytes)} MB`,
    );

    const result: Result = {
      orders,
      databaseSize: size,
      store,
      seedSeconds: seeded.seconds,
      prepareSeconds: prepared.seconds,
      rounds: [],
    };
    for (let round = 1; round <= rounds; round++) {
      const ourFirst = round % 2 === 1;
      const archive = path.join(work, `${orders}-ours-${round}.tar.gz`);
      const dumpFile = path.join(work, `${orders}-pg_dump-${round}.dump`);
      const tarFile = path.join(work, `${orders}-store-${round}.tar.gz`);
      const [backupCommand, backupArgs] = cli('backup');
      const runBackup = () =>
        timed(backupCommand, [...backupArgs, '--out', archive], { env, database: source });
      const runDump = () =>
        timed('pg_dump', ['-Fc', '-v', '-f', dumpFile, urlOf(source)], { database: source });

      console.log(`  round ${round}: backup ${ourFirst ? 'ours, then pg_dump' : 'pg_dump, then ours'} ...`);
      const [backup, dump] = await inTurn(ourFirst, runBackup, runDump);
      const tar = await timed('tar', ['-czf', tarFile, '-C', sourceData, '.']);

      console.log(
        `  round ${round}: restore ${ourFirst ? 'ours, then pg_restore' : 'pg_restore, then ours'} ...`,
      );
      const restoreData = path.join(work, `${orders}-restore-${round}`);
      fs.mkdirSync(restoreData);
      const [restoreCommand, restoreArgs] = cli('restore');
      const runRestore = async () => {
        await createDatabase(ours);
        return timed(restoreCommand, [...restoreArgs, archive], {
          env: { ...env, DATABASE_URL: urlOf(ours), DATA_DIR: restoreData },
          database: ours,
        });
      };
      // Plain pg_restore, one job, as the floor; a warning it ignored (exit 1) is reported, not fatal.
      const runPgRestore = async () => {
        await createDatabase(theirs);
        return timed('pg_restore', ['-v', '-d', urlOf(theirs), dumpFile], {
          database: theirs,
          allowFailure: true,
        });
      };
      const [restore, pgRestore] = await inTurn(ourFirst, runRestore, runPgRestore);
      const untarData = path.join(work, `${orders}-untar-${round}`);
      fs.mkdirSync(untarData);
      const untar = await timed('tar', ['-xzf', tarFile, '-C', untarData]);

      result.rounds.push({
        backup,
        archive: fs.statSync(archive).size,
        dump,
        dumpFile: fs.statSync(dumpFile).size,
        tar,
        tarFile: fs.statSync(tarFile).size,
        restore,
        pgRestore,
        untar,
        restoredSize: await databaseSize(ours),
        pgRestoredSize: await databaseSize(theirs),
      });
      if (!keep) {
        for (const file of [archive, dumpFile, tarFile]) fs.rmSync(file, { force: true });
        for (const folder of [restoreData, untarData]) fs.rmSync(folder, { recursive: true, force: true });
      }
      printRound(result, round);
    }
    return result;
  } finally {
    if (!keep) {
      for (const name of [source, ours, theirs]) await dropDatabase(name).catch(() => undefined);
      fs.rmSync(sourceData, { recursive: true, force: true });
    } else console.log(`  kept: databases ${source}, ${ours}, ${theirs}; files in ${work}`);
  }
}

// ------------------------------------------------------------------------------------------- printing

async function main() {
  if (!fs.existsSync(TIME)) throw new Error(`${TIME} is needed (apt-get install -y time)`);
  for (const tool of ['pg_dump', 'pg_restore', 'tar'])
    if (spawnSync(tool, ['--version']).status !== 0) throw new Error(`${tool} is needed`);
  console.log(
    `Backup bench: ${sizes.map((n) => n.toLocaleString('en-US')).join(' and ')} orders, ${rounds} round(s) each, runner ${runner}, on ${serverUrl.replace(/\/\/[^@]*@/, '//')}`,
  );
  console.log(
    `  ${spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout.trim()}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (runner === 'dist') buildDist();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-bench-backup-'));
  const results: Result[] = [];
  try {
    for (const orders of sizes) results.push(await measure(orders, work));
  } finally {
    if (results.length) printTable(results, { runner, rounds });
    console.log(
      `  load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
    if (!keep) fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
