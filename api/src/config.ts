import fs from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  visitorPort: number;
  host: string;
  /** PostgreSQL URL; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Root of the built browser apps (each app's dist folder lives under it). */
  appsRoot: string;
  /** JSON text overriding the remote registry: { "queues": "https://.../mf-manifest.json", ... } */
  remotesJson: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Key the public application site sends in x-api-key to POST /api/intake/orders; unset = intake off. */
  intakeApiKey: string | undefined;
  /** Outgoing mail and the links it carries (see mail/ and the README's configuration table). */
  mail: MailConfig;
  /** Largest document staff may upload, in bytes. */
  uploadMaxBytes: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL with credentials per provider; unset = that provider writes .eml files to DATA_DIR/outbox. */
  provider1Url: string | undefined;
  provider2Url: string | undefined;
  /** The From of every mail, e.g. 'Cuba e-Arrival <no-reply@cuba-earrival.example>'. */
  from: string;
  /** Printed in the mails and the invoice. */
  servicePhone: string;
  /** The public site: track-order links and the footer links (Terms, Privacy, Contact, Refund) start here. */
  siteUrl: string;
  /** Each order's application e-mail is '<order id>@<this domain>'. */
  officeMailDomain: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const repoRoot = findRepoRoot(process.cwd());
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    visitorPort: intFrom(env.VISITOR_PORT, 8081, 'VISITOR_PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    // A fixed development secret would let anyone forge tokens in production, so production must set one.
    jwtSecret:
      env.JWT_SECRET ?? (env.NODE_ENV === 'production' ? missing('JWT_SECRET') : 'dev-only-secret-change-me'),
    jwtTtlSeconds: intFrom(env.JWT_TTL_SECONDS, 12 * 3600, 'JWT_TTL_SECONDS'),
    appsRoot: path.resolve(env.APPS_ROOT ?? repoRoot),
    remotesJson: env.REMOTES_JSON || undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    intakeApiKey: env.INTAKE_API_KEY || undefined,
    mail: {
      provider1Url: mailUrl(env.MAIL_PROVIDER_1_URL, 'MAIL_PROVIDER_1_URL'),
      provider2Url: mailUrl(env.MAIL_PROVIDER_2_URL, 'MAIL_PROVIDER_2_URL'),
      from: env.MAIL_FROM || 'Cuba e-Arrival <no-reply@cuba-earrival.example>',
      servicePhone: env.SERVICE_PHONE || '+1 (305) 555-0147',
      // Without a public site the standalone visitor app (VISITOR_PORT) serves the track-order page.
      siteUrl: (
        env.SITE_URL || `http://localhost:${intFrom(env.VISITOR_PORT, 8081, 'VISITOR_PORT')}`
      ).replace(/\/+$/, ''),
      officeMailDomain: env.OFFICE_MAIL_DOMAIN || 'office.cuba-earrival.example',
    },
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
  };
}

/** A provider URL must be smtp:// or smtps://, so a typo fails at start rather than at the first upload. */
function mailUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: expected smtp://user:password@host:port or smtps://...`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`${name} must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return value;
}

function missing(name: string): never {
  throw new Error(`${name} must be set in production`);
}

/** The folder of the root package.json (the one with workspaces), so paths work from any workspace. */
export function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}
