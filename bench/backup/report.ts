/** The bench's figures: each round's details and the table of every size, side by side with the floor. */
import { backupTables, dumpTables, restoreSplit, restoreSplitOurs, type Timed } from './timing';

export interface Round {
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

export interface Result {
  orders: number;
  databaseSize: number;
  store: { files: number; bytes: number };
  seedSeconds: number;
  prepareSeconds: number;
  rounds: Round[];
}

export const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
export const s = (seconds: number) => seconds.toFixed(1);

export function printRound(result: Result, round: number) {
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

export function printTable(results: Result[], { runner, rounds }: { runner: string; rounds: number }) {
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
