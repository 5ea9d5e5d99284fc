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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

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
const TIME = '/usr/bin/time';

// ------------------------------------------------------------------------------------------ measuring

interface Line {
  /** Seconds after the child started. */
  at: number;
  text: string;
}

interface Timed {
  seconds: number;
  /** Peak RSS of the child (of its largest process), bytes. */
  rss: number;
  /** The child's CPU, seconds. */
  user: number;
  system: number;
  /** CPU of the PostgreSQL backends (and their parallel workers) serving the database, seconds. */
  server: number;
  lines: Line[];
}

/**
 * CPU seconds of the local PostgreSQL processes serving `database`: backends are found by their process
 * title ("postgres: <user> <database> <client> <state>"), their parallel workers by "parallel worker for
 * PID <backend>". Sampled every 100 ms, the last value per process kept (a backend's last ~100 ms before it
 * exits can be missed).
 */
function serverCpu(database: string) {
  const cpu = new Map<number, number>();
  const backends = new Set<number>();
  const own = new RegExp(`^postgres: .*\\b\\S+ ${database} \\S+`);
  const worker = /parallel worker for PID (\d+)/;
  const sample = () => {
    let pids: string[];
    try {
      pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const name of pids) {
      const pid = Number(name);
      try {
        if (!cpu.has(pid)) {
          const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
          if (!title.startsWith('postgres: ')) continue;
          const parent = worker.exec(title);
          if (own.test(title)) backends.add(pid);
          else if (!parent || !backends.has(Number(parent[1]))) continue;
        }
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...cpu.values()].reduce((sum, value) => sum + value, 0);
    },
  };
}

/** Runs a command under /usr/bin/time, its output lines timestamped; throws (with the output) on failure. */
async function timed(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; database?: string; allowFailure?: boolean } = {},
): Promise<Timed & { status: number }> {
  const report = path.join(os.tmpdir(), `earrival-bench-backup-time-${process.pid}-${Date.now()}`);
  const sampler = options.database ? serverCpu(options.database) : undefined;
  const started = performance.now();
  const child = spawn(TIME, ['-f', '%e %M %U %S', '-o', report, command, ...args], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  const collect = (stream: NodeJS.ReadableStream) =>
    readline
      .createInterface({ input: stream })
      .on('line', (text) => lines.push({ at: (performance.now() - started) / 1000, text }));
  collect(child.stdout!);
  collect(child.stderr!);
  const status = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  const server = sampler?.stop() ?? 0;
  const measured = fs.readFileSync(report, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  fs.rmSync(report, { force: true });
  if (status !== 0 && !options.allowFailure)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} exited with ${status}:\n${lines
        .slice(-30)
        .map((line) => line.text)
        .join('\n')}`,
    );
  return {
    status,
    seconds,
    rss: (measured[1] ?? 0) * 1024,
    user: measured[2] ?? 0,
    system: measured[3] ?? 0,
    server,
    lines,
  };
}

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

/** Seconds from each matching line to the next line (any), summed per key. */
function phases(lines: Line[], end: number, keyOf: (text: string) => string | null): Map<string, number> {
  const sums = new Map<string, number>();
  lines.forEach((line, i) => {
    const key = keyOf(line.text);
    if (key === null) return;
    const next = lines[i + 1]?.at ?? end;
    sums.set(key, (sums.get(key) ?? 0) + (next - line.at));
  });
  return sums;
}

/** Our backup logs "  <table>: N rows" as each table ends: each table's time, and when the last ended. */
function backupTables(run: Timed) {
  const tables: Array<{ table: string; seconds: number }> = [];
  let previous = run.lines.find((line) => line.text.startsWith('Backing up'))?.at ?? 0;
  let databaseDone = 0;
  for (const line of run.lines) {
    const match = /^ {2}(\S+): [\d,]+ rows$/.exec(line.text);
    if (!match) continue;
    tables.push({ table: match[1]!, seconds: line.at - previous });
    previous = line.at;
    databaseDone = line.at;
  }
  const connected = run.lines.find((line) => line.text.startsWith('Backing up'))?.at ?? 0;
  return { tables, databaseDone, connected };
}

/** pg_dump -v: "dumping contents of table X" starts each table's data. */
const dumpTables = (run: Timed) =>
  phases(run.lines, run.seconds, (text) => {
    const match = /dumping contents of table "?([^"\s]+)"?/.exec(text);
    return match ? match[1]!.replace(/^public\./, '') : null;
  });

/** pg_restore -v: data, indexes, constraints (primary keys and uniques build an index), foreign keys, rest. */
const restoreSplit = (run: Timed) =>
  phases(run.lines, run.seconds, (text) => {
    if (/processing data for table/.test(text)) return 'data (COPY)';
    if (/creating INDEX/.test(text)) return 'indexes';
    if (/creating FK CONSTRAINT/.test(text)) return 'foreign keys';
    if (/creating (CONSTRAINT|TRIGGER)/.test(text)) return 'keys and triggers';
    if (/^pg_restore: /.test(text)) return 'schema, sequences, rest';
    return null;
  });

/** Our restore: "Restoring ..." once connected; the store's lines come after every row and sequence. */
function restoreSplitOurs(run: Timed) {
  const begun = run.lines.find((line) => line.text.startsWith('Restoring'))?.at ?? 0;
  const firstStore = run.lines.find((line) => /^ {2}store: /.test(line.text))?.at;
  const lastStore = run.lines.filter((line) => /^ {2}store: /.test(line.text)).at(-1)?.at;
  return { begun, firstStore, lastStore };
}

// ---------------------------------------------------------------------------------------------- a size

interface Round {
  backup: Timed;
  archive: number;
  dump: Timed;
  dumpFile: number;
  tar: Timed;
  tarFile: number;
  restore: Timed;
  pgRestore: Timed & { status: number };
  untar: Timed;
  restoredSize: number;
  pgRestoredSize: number;
}

interface Result {
  orders: number;
  databaseSize: number;
  store: { files: number; bytes: number };
  seedSeconds: number;
  prepareSeconds: number;
  rounds: Round[];
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const s = (seconds: number) => seconds.toFixed(1);

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
      let backup: Timed;
      let dump: Timed;
      if (ourFirst) {
        backup = await runBackup();
        dump = await runDump();
      } else {
        dump = await runDump();
        backup = await runBackup();
      }
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
      let restore: Timed;
      let pgRestore: Timed & { status: number };
      if (ourFirst) {
        restore = await runRestore();
        pgRestore = await runPgRestore();
      } else {
        pgRestore = await runPgRestore();
        restore = await runRestore();
      }
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

function printRound(result: Result, round: number) {
  const r = result.rounds[round - 1]!;
  const cpu = (run: Timed) =>
    `CPU ${s(run.user + run.system)} s (user ${s(run.user)}, sys ${s(run.system)}), server CPU ${s(run.server)} s`;
  const { tables, databaseDone, connected } = backupTables(r.backup);
  console.log(`  round ${round} details:`);
  console.log(
    `    ours backup   ${s(r.backup.seconds)} s, archive ${mb(r.archive)} MB, peak RSS ${mb(r.backup.rss)} MB, ${cpu(r.backup)}`,
  );
  console.log(
    `                  connected at ${s(connected)} s, database part done at ${s(databaseDone)} s (tables ${tables
      .filter((t) => t.seconds >= 0.1)
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 6)
      .map((t) => `${t.table} ${s(t.seconds)}`)
      .join(', ')}), store part ${s(r.backup.seconds - databaseDone)} s`,
  );
  const dumped = [...dumpTables(r.dump)]
    .filter(([, seconds]) => seconds >= 0.1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(
    `    pg_dump -Fc   ${s(r.dump.seconds)} s, file ${mb(r.dumpFile)} MB, peak RSS ${mb(r.dump.rss)} MB, ${cpu(r.dump)}`,
  );
  console.log(
    `                  tables ${dumped.map(([table, seconds]) => `${table} ${s(seconds)}`).join(', ')}`,
  );
  console.log(`    tar -czf store ${s(r.tar.seconds)} s, file ${mb(r.tarFile)} MB, ${cpu(r.tar)}`);
  const split = restoreSplitOurs(r.restore);
  console.log(
    `    ours restore  ${s(r.restore.seconds)} s, peak RSS ${mb(r.restore.rss)} MB, ${cpu(r.restore)}; restored database ${mb(r.restoredSize)} MB`,
  );
  console.log(
    `                  connected at ${s(split.begun)} s, rows loaded by ~${split.firstStore === undefined ? '?' : s(split.firstStore)} s (first store line), store lines until ${split.lastStore === undefined ? '?' : s(split.lastStore)} s, end ${s(r.restore.seconds)} s`,
  );
  const pgSplit = [...restoreSplit(r.pgRestore)].sort((a, b) => b[1] - a[1]);
  console.log(
    `    pg_restore    ${s(r.pgRestore.seconds)} s${r.pgRestore.status ? ` (exit ${r.pgRestore.status}: warnings)` : ''}, peak RSS ${mb(r.pgRestore.rss)} MB, ${cpu(r.pgRestore)}; restored database ${mb(r.pgRestoredSize)} MB`,
  );
  console.log(`                  ${pgSplit.map(([key, seconds]) => `${key} ${s(seconds)} s`).join(', ')}`);
  if (r.pgRestore.status)
    for (const line of r.pgRestore.lines.filter((l) => /error|warning/i.test(l.text)).slice(0, 5))
      console.log(`                  ${line.text}`);
  console.log(`    tar -xzf store ${s(r.untar.seconds)} s, ${cpu(r.untar)}`);
}

function printTable(results: Result[]) {
  const min = (values: number[]) => Math.min(...values);
  const header = [
    'orders',
    'db MB',
    'store MB (objects)',
    'backup s',
    'archive MB',
    'backup RSS MB',
    'pg_dump s',
    'pg_dump MB',
    'restore s',
    'restore RSS MB',
    'pg_restore s',
    'backup/floor',
    'restore/floor',
  ];
  const rows = results.map((result) => {
    const rs = result.rounds;
    const backup = min(rs.map((r) => r.backup.seconds));
    const dump = min(rs.map((r) => r.dump.seconds));
    const restore = min(rs.map((r) => r.restore.seconds));
    const pgRestore = min(rs.map((r) => r.pgRestore.seconds));
    const verdict = (ratio: number) => `${ratio.toFixed(2)}x ${ratio <= 1.3 ? 'ok' : 'OVER'}`;
    return [
      result.orders.toLocaleString('en-US'),
      mb(result.databaseSize),
      `${mb(result.store.bytes)} (${result.store.files.toLocaleString('en-US')})`,
      s(backup),
      mb(min(rs.map((r) => r.archive))),
      mb(Math.max(...rs.map((r) => r.backup.rss))),
      s(dump),
      mb(min(rs.map((r) => r.dumpFile))),
      s(restore),
      mb(Math.max(...rs.map((r) => r.restore.rss))),
      s(pgRestore),
      verdict(backup / dump),
      verdict(restore / pgRestore),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(
    `\nBackup and restore, ours (${runner === 'dist' ? 'bundled api/dist CLIs, plain node' : 'node --import tsx api/src/cli'}) beside pg_dump -Fc / pg_restore (the floor)` +
      `${rounds > 1 ? `, best of ${rounds} rounds per column (peak RSS: the highest)` : ''}:\n`,
  );
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
  console.log(
    '\nThe floor covers the database only: pg_dump does not read the document store, ours carries every object too.',
  );
  console.log(
    'Same work on both sides (database, plus tar -czf / tar -xzf of the store folder for the floor):',
  );
  for (const result of results) {
    const rs = result.rounds;
    const ourDb = min(rs.map((r) => backupTables(r.backup).databaseDone));
    const dump = min(rs.map((r) => r.dump.seconds));
    const tar = min(rs.map((r) => r.tar.seconds));
    const untar = min(rs.map((r) => r.untar.seconds));
    const backup = min(rs.map((r) => r.backup.seconds));
    const restore = min(rs.map((r) => r.restore.seconds));
    const pgRestore = min(rs.map((r) => r.pgRestore.seconds));
    const firstStore = rs.map((r) => restoreSplitOurs(r.restore).firstStore);
    const ourRestoreDb = firstStore.every((at) => at !== undefined) ? min(firstStore as number[]) : undefined;
    const ratio = (ours: number, floor: number) => `${(ours / floor).toFixed(2)}x`;
    console.log(`  ${result.orders.toLocaleString('en-US')} orders:`);
    console.log(
      `    backup: its database part ${s(ourDb)} s vs pg_dump ${s(dump)} s (${ratio(ourDb, dump)}); ` +
        `whole ${s(backup)} s vs pg_dump + tar -czf ${s(dump + tar)} s (${ratio(backup, dump + tar)})`,
    );
    console.log(
      `    restore: ${ourRestoreDb === undefined ? '' : `rows loaded by ${s(ourRestoreDb)} s (first store line) vs pg_restore ${s(pgRestore)} s (${ratio(ourRestoreDb, pgRestore)}); `}` +
        `whole ${s(restore)} s vs pg_restore + tar -xzf ${s(pgRestore + untar)} s (${ratio(restore, pgRestore + untar)})`,
    );
  }
}

// ------------------------------------------------------------------------------------------------ main

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
    if (results.length) printTable(results);
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
