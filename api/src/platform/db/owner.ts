import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One owner per embedded database. PGlite runs PostgreSQL inside one process: a second process that opens
 * the same DATA_DIR gets a second, private copy of the database in memory, and whichever copy writes last
 * wins on disk (committed rows of the other are lost). So a DATA_DIR has one owner at a time, named in
 * DATA_DIR/owner.json: the owner's pid, its start time (so a reused pid is not mistaken for it), host,
 * command, and the operator socket through which other commands reach its database.
 *
 * The lock cannot be left stuck by a crash: a lock whose process is gone (or whose pid now belongs to
 * another process, by start time) is taken over. Take-overs are serialised by a short-lived folder
 * (owner.json.takeover), so two processes that find the same stale lock cannot both win.
 */

export const OWNER_FILE = 'owner.json';

export interface OwnerRecord {
  pid: number;
  /** The process's start, as the kernel counts it (Linux /proc), or null where it cannot be read. */
  startedAt: string | null;
  host: string;
  /** What the owner runs, for the message another process shows ('npm start', 'npm run seed', ...). */
  command: string;
  since: string;
  /** Where the owner answers operator commands (create-admin, create-deploy-token, backup), if it does. */
  socket: string | null;
  /** This ownership's own mark: a release removes only the record it wrote (one process may own twice in a row). */
  nonce?: string;
}

/** DATA_DIR is owned by another live process: its record, and a message saying what to do. */
export class DataDirOwnedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerRecord,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process: pid ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since}). ` +
        'The embedded database has one owner at a time, so this process did not open it. ' +
        'Stop that process first, or run the command through it (create-admin, create-deploy-token and backup do so by themselves while it runs).',
    );
    this.name = 'DataDirOwnedError';
  }
}

/** The kernel's start time of a process (Linux: field 22 of /proc/<pid>/stat), or null elsewhere. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded owner still runs. A record from another host cannot be checked from here (a
 * shared volume): it counts as alive, and the message names the host, so a person decides.
 */
export function ownerIsAlive(owner: OwnerRecord): boolean {
  if (owner.host !== os.hostname()) return true;
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  return owner.startedAt === null || started === null || started === owner.startedAt;
}

export function readOwner(dataDir: string): OwnerRecord | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as OwnerRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // A half-written or foreign file is no owner (the record is linked into place whole, never written there).
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The live owner of dataDir, or null when nobody holds it. */
export function liveOwner(dataDir: string): OwnerRecord | null {
  const owner = readOwner(dataDir);
  return owner && ownerIsAlive(owner) ? owner : null;
}

export interface Ownership {
  record: OwnerRecord;
  /** Records the operator socket in the lock (the owner opens it after taking the database). */
  announceSocket(socket: string | null): void;
  release(): void;
}

const TAKEOVER_STALE_MS = 30_000;

/** Runs `step` while holding the take-over folder (a stale one, left by a crash, is removed). */
function underTakeoverLock<T>(file: string, step: () => T): T {
  const folder = `${file}.takeover`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.mkdirSync(folder);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TAKEOVER_STALE_MS) fs.rmSync(folder, { recursive: true, force: true });
      else if (attempt > 200) throw new Error(`Could not take over ${file}: ${folder} is held`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    return step();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Makes this process the owner of dataDir, or throws DataDirOwnedError naming the live owner. A stale
 * record (its process is gone) is replaced. Release it when the database is closed.
 */
export function takeOwnership(dataDir: string, command = describeCommand()): Ownership {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OWNER_FILE);
  const record: OwnerRecord = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
    socket: null,
    nonce: randomBytes(8).toString('hex'),
  };
  const write = () => {
    // Written whole under a private name, then linked: link() fails when the file exists, atomically.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, JSON.stringify(record, null, 2), { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  };
  for (;;) {
    try {
      write();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readOwner(dataDir);
    if (current && ownerIsAlive(current)) throw new DataDirOwnedError(dataDir, current);
    // Stale (or unreadable): removed only if it is still the same stale record once we hold the take-over.
    underTakeoverLock(file, () => {
      const again = readOwner(dataDir);
      if (JSON.stringify(again) === JSON.stringify(current) && !(again && ownerIsAlive(again)))
        fs.rmSync(file, { force: true });
    });
  }
  let released = false;
  return {
    record,
    announceSocket(socket) {
      record.socket = socket;
      // Replaced in one rename: a reader sees the old record or the new one, never half of one.
      const temporary = `${file}.${process.pid}.socket`;
      fs.writeFileSync(temporary, JSON.stringify(record, null, 2), { mode: 0o600 });
      fs.renameSync(temporary, file);
    },
    release() {
      if (released) return;
      released = true;
      const current = readOwner(dataDir);
      if (current?.nonce === record.nonce) fs.rmSync(file, { force: true });
    },
  };
}

/** 'npm start', 'npm run seed' ... as npm names the running script, else node's own arguments. */
function describeCommand(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return script === 'start' ? 'npm start' : `npm run ${script}`;
  return process.argv
    .slice(1)
    .map((arg) => path.basename(arg))
    .join(' ');
}
