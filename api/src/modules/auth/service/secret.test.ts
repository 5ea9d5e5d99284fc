import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../../../config';
import { SECRET_FILE, resolveJwtSecret } from './secret';

const resolve = (env: NodeJS.ProcessEnv) => resolveJwtSecret(loadConfig(env), env);
const strong = 'k'.repeat(64);

describe('the JWT secret at start', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('embedded default: generates 32 random bytes (64 hex characters) in DATA_DIR/jwt-secret, mode 0600', () => {
    const dataDir = path.join(tempDir(), 'not-yet-created');
    const config = resolve({ DATA_DIR: dataDir });
    const file = path.join(dataDir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = fs.readFileSync(file, 'utf8').trim();
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(stored, 'hex')).toHaveLength(32);
    expect(config.jwtSecret).toBe(stored);
    // Nothing else is left behind (the temporary file it was written under is gone).
    expect(fs.readdirSync(dataDir)).toEqual([SECRET_FILE]);
  });

  it('a second start reuses the stored secret; two DATA_DIRs get different ones', () => {
    const one = tempDir();
    const first = resolve({ DATA_DIR: one }).jwtSecret;
    expect(resolve({ DATA_DIR: one }).jwtSecret).toBe(first);
    expect(resolve({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
  });

  it('tightens a stored secret restored with looser permissions, and refuses a file that holds no secret', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SECRET_FILE);
    const first = resolve({ DATA_DIR: dataDir }).jwtSecret;
    fs.chmodSync(file, 0o644);
    expect(resolve({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.writeFileSync(file, 'short\n');
    expect(() => resolve({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('JWT_SECRET, when set, is used and nothing is written', () => {
    const dataDir = tempDir();
    expect(resolve({ DATA_DIR: dataDir, JWT_SECRET: strong }).jwtSecret).toBe(strong);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('NODE_ENV=production or DATABASE_URL without JWT_SECRET stops with one line naming JWT_SECRET', () => {
    const dataDir = tempDir();
    const cases: NodeJS.ProcessEnv[] = [
      { DATA_DIR: dataDir, NODE_ENV: 'production' },
      { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/app' },
    ];
    for (const env of cases) {
      let thrown: unknown;
      try {
        resolve(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      const message = (thrown as Error).message;
      expect(message).toMatch(/^JWT_SECRET must be set when (NODE_ENV=production|DATABASE_URL is set)/);
      expect(message).not.toContain('\n');
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(resolve({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: strong }).jwtSecret).toBe(strong);
  });

  it('a JWT_SECRET of 31 bytes is refused', () => {
    expect(() => resolve({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /^JWT_SECRET is too short \(31 bytes\)/,
    );
  });

  // The real server process: what an operator sees is one line on stderr and exit code 1, before any
  // database is opened (the DATABASE_URL below points nowhere).
  it('npm start prints just the one line and exits 1', () => {
    const repoRoot = findRepoRoot(process.cwd());
    const dataDir = tempDir();
    const base = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
    const runs = [
      { ...base, NODE_ENV: 'production' },
      { ...base, NODE_ENV: 'development', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      { ...base, NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(31) },
    ];
    for (const env of runs) {
      const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^JWT_SECRET (must be set|is too short)/);
      expect(run.stdout).toBe('');
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 180_000);
});
