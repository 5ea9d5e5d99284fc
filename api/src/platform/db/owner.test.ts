import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectPglite } from './connection';
import {
  DataDirOwnedError,
  OWNER_FILE,
  processStartTime,
  readOwner,
  takeOwnership,
  type OwnerRecord,
} from './owner';

/* One owner per embedded database: a second opener is refused by name, a dead owner's lock is taken over. */

jest.setTimeout(120_000);

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-owner-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const record = (overrides: Partial<OwnerRecord>): OwnerRecord => ({
  pid: process.pid,
  startedAt: processStartTime(process.pid),
  host: os.hostname(),
  command: 'npm start',
  since: '2026-12-01T10:00:00.000Z',
  socket: null,
  ...overrides,
});
const writeRecord = (dir: string, owner: OwnerRecord) =>
  fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify(owner));

describe('the owner of DATA_DIR', () => {
  it('refuses a second owner, naming the first and what to do; released, it can be taken again', () => {
    const dir = freshDir();
    const first = takeOwnership(dir, 'npm start');
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, command: 'npm start' });
    let refusal: unknown;
    try {
      takeOwnership(dir, 'npm run seed');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirOwnedError);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^DATA_DIR ${dir} is in use by another process: pid ${process.pid} on ${os.hostname()} \\(npm start, since .+\\)\\. ` +
          'The embedded database has one owner at a time, so this process did not open it\\. Stop that process first',
      ),
    );
    first.release();
    expect(readOwner(dir)).toBeNull();
    takeOwnership(dir, 'npm run seed').release();
  });

  it('takes over the lock of a process that is gone (a crash), and of a reused pid', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeRecord(dir, record({ pid: Number(gone.stdout.trim()), startedAt: '1' }));
    const owner = takeOwnership(dir, 'npm start');
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, command: 'npm start' });
    owner.release();
    // The pid is alive but started at another time: another process took the number after a crash.
    writeRecord(dir, record({ startedAt: '1' }));
    takeOwnership(dir, 'npm start').release();
  });

  it('refuses a lock held from another host (a shared volume), naming that host', () => {
    const dir = freshDir();
    writeRecord(dir, record({ host: 'web-2', pid: 1 }));
    expect(() => takeOwnership(dir)).toThrow(/in use by another process: pid 1 on web-2/);
  });

  it('keeps its record when another release() runs after a take-over', () => {
    const dir = freshDir();
    const first = takeOwnership(dir, 'first');
    fs.rmSync(path.join(dir, OWNER_FILE));
    const second = takeOwnership(dir, 'second');
    first.release();
    expect(readOwner(dir)).toMatchObject({ command: 'second' });
    second.release();
  });

  it('of five processes that find one stale lock at once, exactly one wins', async () => {
    const dir = freshDir();
    writeRecord(dir, record({ pid: 999_999, startedAt: '1' }));
    const script = `
      import { takeOwnership } from ${JSON.stringify(path.join(import.meta.dirname, 'owner.ts'))};
      try { takeOwnership(${JSON.stringify(dir)}, 'racer'); console.log('won'); setTimeout(() => {}, 3000); }
      catch (error) { console.log(error.name); }`;
    const racers = Array.from({ length: 5 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' }),
    );
    const outcomes = await Promise.all(
      racers.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += chunk;
              // A loser answers and exits; the winner holds on: its answer is enough.
              if (out.includes('\n')) resolve(out.trim());
            });
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    racers.forEach((child) => child.kill());
    expect(outcomes.sort()).toEqual([
      'DataDirOwnedError',
      'DataDirOwnedError',
      'DataDirOwnedError',
      'DataDirOwnedError',
      'won',
    ]);
  });
});

describe('the embedded database opened twice', () => {
  it('is refused the second time, and the first copy goes on working; closed, it opens again', async () => {
    const dir = freshDir();
    const first = await connectPglite(dir);
    await first.executeSql('CREATE TABLE kept (n int)');
    await expect(connectPglite(dir)).rejects.toBeInstanceOf(DataDirOwnedError);
    await first.executeSql('INSERT INTO kept VALUES (1)');
    await first.close();
    expect(readOwner(dir)).toBeNull();
    const again = await connectPglite(dir);
    try {
      expect((await again.executeSql('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await again.close();
    }
  });
});
