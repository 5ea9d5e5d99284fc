import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A mistake in the environment: the start stops with this one-line message (no stack trace). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): off, all, a hop count, or addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** The shortest JWT_SECRET accepted: an HMAC-SHA256 key should carry at least 256 bits. */
export const MIN_JWT_SECRET_BYTES = 32;

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  visitorPort: number;
  host: string;
  /** PostgreSQL URL; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** NODE_ENV=production: no demo data unless SEED_DEMO=1, and JWT_SECRET is required (auth/secret.ts). */
  production: boolean;
  /**
   * HMAC key of the session tokens (and of the visitor proof). JWT_SECRET when set; otherwise a random key
   * for this process only, until resolveJwtSecret (auth/secret.ts) replaces it with the one kept in DATA_DIR.
   */
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
  /** Slow clients (plugins/timeouts.ts): time for a request's headers, a non-upload body, an upload's body. */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  uploadTimeoutMs: number;
  /** The PDF worker pool (platform/pdf/pool.ts): threads, and renders that may wait for one (more: HTTP 503). */
  pdf: { threads: number; maxQueue: number };
  /** TRUST_PROXY: when set, request.ip comes from X-Forwarded-For as far as these proxies go; off by default. */
  trustProxy: TrustProxy;
  /** Files in an S3-compatible store (S3_* variables); undefined keeps them in the folder DATA_DIR. */
  s3: S3Config | undefined;
  /** METRICS_TOKEN: the bearer token for /api/metrics; unset = no metrics (404). */
  metricsToken: string | undefined;
  /** SECURITY_LOG_DAYS: how long the security log keeps its records (modules/securityLog). */
  securityLogDays: number;
  /** Releases of the remotes (modules/releases). */
  releases: ReleasesConfig;
  /** The job queue (platform/jobs): pg-boss's schema, how often workers poll, whether this process works jobs. */
  jobs: { schema: string; pollingSeconds: number; maintenanceSeconds: number; workers: boolean };
  /** Mail tries (platform/mailer): retries after the first, the first delay (doubling), one try's deadline. */
  mailQueue: { retryLimit: number; retryDelaySeconds: number; tryTimeoutSeconds: number };
}

export interface S3Config {
  /** http(s) URL of the service, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted ones. */
  forcePathStyle: boolean;
  /**
   * S3_CREATE_BUCKET: make the bucket when it does not exist yet (a fresh MinIO of a compose stack has
   * none); off by default, so a typo in S3_BUCKET fails readiness instead of writing to a new bucket.
   */
  createBucket: boolean;
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
  /** The back-office as staff reach it: set-a-new-password links start here (STAFF_URL). */
  staffUrl: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/**
 * Reads the environment. Side-effect free (tests, CLIs and benches call it): the JWT secret kept in DATA_DIR
 * is read or created by resolveJwtSecret (auth/secret.ts), which server.ts calls.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const repoRoot = findRepoRoot(process.cwd());
  const production = env.NODE_ENV === 'production';
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    visitorPort: intFrom(env.VISITOR_PORT, 8081, 'VISITOR_PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    production,
    // Never a fixed string: a secret in the source would let anyone who reads it forge an Admin token.
    jwtSecret: env.JWT_SECRET ? checkedSecret(env.JWT_SECRET) : randomBytes(32).toString('hex'),
    jwtTtlSeconds: intFrom(env.JWT_TTL_SECONDS, 12 * 3600, 'JWT_TTL_SECONDS'),
    appsRoot: path.resolve(env.APPS_ROOT ?? repoRoot),
    remotesJson: env.REMOTES_JSON || undefined,
    // Production seeds the published demo accounts only when asked for in so many words.
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO ? env.SEED_DEMO !== '0' : !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    intakeApiKey: serviceKey(env.INTAKE_API_KEY, 'INTAKE_API_KEY'),
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
      staffUrl: (env.STAFF_URL || `http://localhost:${intFrom(env.PORT, 8080, 'PORT')}`).replace(/\/+$/, ''),
    },
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    // A timeout of 0 would switch the protection off, so 1 ms is the least.
    headersTimeoutMs: Math.max(1, intFrom(env.HEADERS_TIMEOUT_MS, 30_000, 'HEADERS_TIMEOUT_MS')),
    bodyTimeoutMs: Math.max(1, intFrom(env.BODY_TIMEOUT_MS, 30_000, 'BODY_TIMEOUT_MS')),
    uploadTimeoutMs: Math.max(1, intFrom(env.UPLOAD_TIMEOUT_MS, 120_000, 'UPLOAD_TIMEOUT_MS')),
    pdf: {
      // Two threads at most by default: they share the cores with the event loop and the database.
      threads: Math.max(1, intFrom(env.PDF_THREADS, Math.min(2, os.availableParallelism()), 'PDF_THREADS')),
      maxQueue: Math.max(1, intFrom(env.PDF_QUEUE, 20, 'PDF_QUEUE')),
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    s3: s3From(env),
    metricsToken: serviceKey(env.METRICS_TOKEN, 'METRICS_TOKEN'),
    securityLogDays: Math.max(1, intFrom(env.SECURITY_LOG_DAYS, 365, 'SECURITY_LOG_DAYS')),
    releases: {
      maxBytes: Math.max(1, intFrom(env.RELEASE_MAX_BYTES, 50 * 1024 * 1024, 'RELEASE_MAX_BYTES')),
      publicUrl: publicUrlFrom(env.RELEASES_PUBLIC_URL),
      canaryMaxErrors: Math.max(1, intFrom(env.CANARY_MAX_ERRORS, 3, 'CANARY_MAX_ERRORS')),
      canaryErrorShare: Math.min(100, Math.max(1, intFrom(env.CANARY_ERROR_SHARE, 10, 'CANARY_ERROR_SHARE'))),
    },
    jobs: {
      schema: env.JOBS_SCHEMA || 'pgboss',
      // pg-boss polls no faster than every 0.5 s.
      pollingSeconds: Math.max(0.5, numberFrom(env.JOBS_POLL_SECONDS, 2, 'JOBS_POLL_SECONDS')),
      maintenanceSeconds: Math.max(1, intFrom(env.JOBS_MAINTENANCE_SECONDS, 60, 'JOBS_MAINTENANCE_SECONDS')),
      workers: env.JOBS_WORKERS !== '0',
    },
    // 5 tries over about 30 minutes: 2, 4, 8 and 16 minutes apart.
    mailQueue: {
      retryLimit: intFrom(env.MAIL_RETRY_LIMIT, 4, 'MAIL_RETRY_LIMIT'),
      retryDelaySeconds: Math.max(1, intFrom(env.MAIL_RETRY_DELAY_SECONDS, 120, 'MAIL_RETRY_DELAY_SECONDS')),
      tryTimeoutSeconds: Math.max(1, intFrom(env.MAIL_TRY_TIMEOUT_SECONDS, 300, 'MAIL_TRY_TIMEOUT_SECONDS')),
    },
  };
}

export interface ReleasesConfig {
  /** RELEASE_MAX_BYTES: the largest release archive accepted, compressed (more: 413, nothing kept). */
  maxBytes: number;
  /** RELEASES_PUBLIC_URL: where browsers fetch release files (a CDN in front of the bucket); unset: /releases/ here. */
  publicUrl: string | undefined;
  /**
   * CANARY_MAX_ERRORS: the fewest members of a canary whose reports roll it back by itself (only members it
   * was served to count); CANARY_ERROR_SHARE: the share (%) of the canary's signed-in members needed, if more.
   */
  canaryMaxErrors: number;
  canaryErrorShare: number;
}

/** An http(s) URL without a trailing slash, or undefined. */
function publicUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`RELEASES_PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`RELEASES_PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** A positive decimal number from the environment (e.g. 0.5), or the default. */
function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new ConfigError(`${name} must be a number of seconds, got "${value}"`);
  return Number(value);
}

/** JWT_SECRET as given, if it is long enough to be a key (bytes of its UTF-8 text). */
export function checkedSecret(secret: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES)
    throw new ConfigError(
      `JWT_SECRET is too short (${bytes} bytes): use at least ${MIN_JWT_SECRET_BYTES} random bytes, e.g. JWT_SECRET=$(openssl rand -hex 32)`,
    );
  return secret;
}

/** The shortest INTAKE_API_KEY and METRICS_TOKEN accepted: a key anyone may try must not be guessable. */
export const MIN_SERVICE_KEY_BYTES = 32;

/** A shared key from the environment (unset or empty: the feature is off), if it is long enough. */
function serviceKey(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SERVICE_KEY_BYTES)
    throw new ConfigError(
      `${name} is too short (${bytes} bytes): use at least ${MIN_SERVICE_KEY_BYTES} random bytes, e.g. ${name}=$(openssl rand -hex 32)`,
    );
  return value;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset, '', '0' or 'false' = off (request.ip is the connection's address and X-Forwarded-For
 * is ignored); 'true' = every proxy; a number = that many proxy hops; otherwise a comma list of addresses,
 * CIDR ranges or the names loopback, linklocal, uniquelocal (checked here, so a typo stops the start).
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyEntry(entry))
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${PROXY_NAMES.join(', ')} (or use true / a hop count)`,
      );
  }
  return entries;
}

/** Fastify's trustProxy option for TRUST_PROXY (its types take a hop count only as a function). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry) || net.isIP(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || range === undefined || rest.length) return false;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range); // a netmask, e.g. 10.0.0.0/255.0.0.0
}

const S3_REQUIRED = [
  ['S3_ENDPOINT', 'endpoint'],
  ['S3_BUCKET', 'bucket'],
  ['S3_REGION', 'region'],
  ['S3_ACCESS_KEY_ID', 'accessKeyId'],
  ['S3_SECRET_ACCESS_KEY', 'secretAccessKey'],
] as const;

/**
 * The S3 store: all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none
 * of them (files in DATA_DIR). Half a configuration stops the start, naming what is missing, rather than
 * quietly keeping documents on a disk nobody backs up.
 */
export function s3From(env: NodeJS.ProcessEnv): S3Config | undefined {
  const given = S3_REQUIRED.filter(([name]) => env[name]);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '';
  const createBucket = env.S3_CREATE_BUCKET?.trim().toLowerCase() ?? '';
  if (!given.length && !pathStyle && !createBucket) return undefined;
  const missing = S3_REQUIRED.filter(([name]) => !env[name]).map(([name]) => name);
  if (missing.length)
    throw new ConfigError(
      `S3 storage is only partly configured: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (set all of ${S3_REQUIRED.map(([name]) => name).join(', ')}, or none to keep files in DATA_DIR)`,
    );
  if (!['', 'true', '1', 'false', '0'].includes(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  if (!['', 'true', '1', 'false', '0'].includes(createBucket))
    throw new ConfigError(`S3_CREATE_BUCKET must be true or false, got "${env.S3_CREATE_BUCKET}"`);
  const endpoint = env.S3_ENDPOINT!;
  if (!/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  const config = Object.fromEntries(S3_REQUIRED.map(([name, field]) => [field, env[name]!]));
  return {
    ...(config as Omit<S3Config, 'forcePathStyle' | 'createBucket'>),
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    createBucket: createBucket === 'true' || createBucket === '1',
  };
}

/** A provider URL must be smtp:// or smtps://, so a typo fails at start rather than at the first upload. */
function mailUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: expected smtp://user:password@host:port or smtps://...`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`${name} must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return value;
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
