import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readArgs } from './args';
import { runCli } from '../testing/sourceServer';

/* The operator commands read their options with node's parser: a mistyped option stops the command, named. */

jest.setTimeout(60_000);

const seedUsage = { options: ['orders', 'seed'], flags: ['force'], usage: 'npm run x -- --orders N' };

describe('readArgs', () => {
  it('reads --name value, --name=value, flags and positionals', () => {
    expect(readArgs(['--orders', '5', '--seed=7', 'file.tar.gz', '--force'], seedUsage)).toEqual({
      values: { orders: '5', seed: '7' },
      flags: new Set(['force']),
      positionals: ['file.tar.gz'],
    });
  });

  it('keeps a value that starts with a dash when given with =', () => {
    expect(readArgs(['--seed=-3'], seedUsage).values).toEqual({ seed: '-3' });
  });

  it.each([
    [['--ordres', '5'], /^Unknown option '--ordres'/],
    [['--orders'], /^Option '--orders <value>' argument missing/],
    [['--force=yes'], /^Option '--force' does not take an argument/],
  ])('refuses %j, naming it, with the usage line', (argv, message) => {
    let refusal: Error | undefined;
    try {
      readArgs(argv, seedUsage);
    } catch (error) {
      refusal = error as Error;
    }
    expect(refusal?.message).toMatch(message);
    expect(refusal?.message).toMatch(/\nUsage: npm run x -- --orders N$/);
  });
});

describe('a mistyped option on a real command', () => {
  it('stops create-admin with exit 1 and the message, creating nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-args-'));
    try {
      const result = await runCli(
        'create-admin.ts',
        ['--emial', 'ops@example.org', '--name', 'Ops', '--password', 'Harbour-Lantern-42'],
        { DATA_DIR: dataDir, DATABASE_URL: '' },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Unknown option '--emial'.*\nUsage: npm run create-admin -- --email x/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
