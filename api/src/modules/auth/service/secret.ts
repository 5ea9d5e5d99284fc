import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, checkedSecret, type Config } from '../../../config';

/** Where the embedded default keeps its generated secret: beside the database, never in the repository. */
export const SECRET_FILE = 'jwt-secret';

/**
 * The key that signs session tokens (and, derived from it, the visitor proof), settled once at start:
 * - JWT_SECRET when set (loadConfig has refused one shorter than 32 bytes);
 * - required with NODE_ENV=production or DATABASE_URL: those are shared or public installations, and
 *   every API process on one database must sign with the same key;
 * - otherwise (the embedded default) a random 256-bit key generated on the first start and kept in
 *   DATA_DIR/jwt-secret (mode 0600), so sessions survive a restart and no two installations share a key.
 * Throws a ConfigError (one line, naming JWT_SECRET) when the secret is required and missing.
 */
export function resolveJwtSecret(config: Config, env: NodeJS.ProcessEnv = process.env): Config {
  if (env.JWT_SECRET) return { ...config, jwtSecret: checkedSecret(env.JWT_SECRET) };
  if (config.production)
    throw new ConfigError(
      'JWT_SECRET must be set when NODE_ENV=production: use at least 32 random bytes, e.g. JWT_SECRET=$(openssl rand -hex 32)',
    );
  if (config.databaseUrl)
    throw new ConfigError(
      'JWT_SECRET must be set when DATABASE_URL is set (every API process on that database signs with it): e.g. JWT_SECRET=$(openssl rand -hex 32)',
    );
  return { ...config, jwtSecret: storedSecret(config.dataDir) };
}

/** Reads DATA_DIR/jwt-secret, creating it (64 hex characters = 32 random bytes, mode 0600) on the first start. */
export function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under a temporary name, then linked into place: link() fails if the file appeared in
    // the meantime, so of two processes starting at once one key wins and nobody reads a half-written file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  // The key is ours alone: a copy restored with looser permissions is tightened, not refused.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64,}$/.test(secret))
    throw new ConfigError(
      `${file} does not hold a generated secret (64 hex characters): delete it to generate a new one (every session then ends), or set JWT_SECRET`,
    );
  return secret;
}
