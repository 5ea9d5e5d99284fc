/** The bench's clock: a command under /usr/bin/time, the server's CPU beside it, and its log lines read back into phases. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..', '..');
export const TIME = '/usr/bin/time';

export interface Line {
  /** Seconds after the child started. */
  at: number;
  text: string;
}

export interface Timed {
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
export function serverCpu(database: string) {
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
export async function timed(
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

/** Seconds from each matching line to the next line (any), summed per key. */
export function phases(
  lines: Line[],
  end: number,
  keyOf: (text: string) => string | null,
): Map<string, number> {
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
export function backupTables(run: Timed) {
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
export const dumpTables = (run: Timed) =>
  phases(run.lines, run.seconds, (text) => {
    const match = /dumping contents of table "?([^"\s]+)"?/.exec(text);
    return match ? match[1]!.replace(/^public\./, '') : null;
  });

/** pg_restore -v: data, indexes, constraints (primary keys and uniques build an index), foreign keys, rest. */
export const restoreSplit = (run: Timed) =>
  phases(run.lines, run.seconds, (text) => {
    if (/processing data for table/.test(text)) return 'data (COPY)';
    if (/creating INDEX/.test(text)) return 'indexes';
    if (/creating FK CONSTRAINT/.test(text)) return 'foreign keys';
    if (/creating (CONSTRAINT|TRIGGER)/.test(text)) return 'keys and triggers';
    if (/^pg_restore: /.test(text)) return 'schema, sequences, rest';
    return null;
  });

/** Our restore: "Restoring ..." once connected; the store's lines come after every row and sequence. */
export function restoreSplitOurs(run: Timed) {
  const begun = run.lines.find((line) => line.text.startsWith('Restoring'))?.at ?? 0;
  const firstStore = run.lines.find((line) => /^ {2}store: /.test(line.text))?.at;
  const lastStore = run.lines.filter((line) => /^ {2}store: /.test(line.text)).at(-1)?.at;
  return { begun, firstStore, lastStore };
}
