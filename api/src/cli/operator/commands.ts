import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { ROLES, type Role } from '@earrival/shared/types';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../platform/db/connection';
import { migrateToLatest } from '../../platform/db/migrate';
import { isUniqueViolation } from '../../platform/db/errors';
import type { ObjectStore } from '../../platform/store/store';
import { writeBackup } from '../../platform/backup/write';
import { hashPassword, SECRET_FILE } from '../../modules/auth/public';
import { insertMember } from '../../modules/team/public';
import { createDeployToken as createToken } from '../../modules/releases/public';
import { SYSTEM_ACTOR } from '../../platform/actor';

/** What an operator command works on: the owner's own database and store when it runs through the owner. */
export interface OperatorContext {
  config: Config;
  database: DatabaseHandle;
  store: ObjectStore;
}

/** A command's arguments (`--name value`), and where its lines for the person go. */
export type OperatorCommand = (
  context: OperatorContext,
  args: Record<string, string>,
  print: (line: string) => void,
) => Promise<void>;

/** A mistake in the arguments: shown as it is, with the usage line. */
export class UsageError extends Error {
  constructor(message: string, usage: string) {
    super(`${message}\nUsage: ${usage}`);
    this.name = 'UsageError';
  }
}

const createAdmin: OperatorCommand = async ({ database }, args, print) => {
  const usage = 'npm run create-admin -- --email x@y.z --name "Full Name" --password secret [--type Admin]';
  const email = args.email?.trim() ?? '';
  const name = args.name?.trim() ?? '';
  const password = args.password ?? '';
  const type = (args.type ?? 'Admin') as Role;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('A valid --email is required.', usage);
  if (!name) throw new UsageError('--name is required.', usage);
  if (password.length < 6) throw new UsageError('--password must be at least 6 characters.', usage);
  if (!ROLES.includes(type)) throw new UsageError(`--type must be one of: ${ROLES.join(', ')}`, usage);
  await migrateToLatest(database.db);
  try {
    const member = await insertMember(database.db, {
      email,
      name,
      type,
      password_hash: await hashPassword(password),
    });
    print(`Created ${member.type} #${member.id} ${member.email}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`A team member with the e-mail ${email} already exists.`);
    throw error;
  }
};

const createDeployToken: OperatorCommand = async ({ database }, args, print) => {
  const usage = 'npm run create-deploy-token -- --app mf-queues [--note "queues CI"]';
  const app = args.app ?? '';
  const note = args.note ?? null;
  const folders = REMOTE_APPS.map((remote) => remote.folder);
  if (!folders.includes(app as (typeof folders)[number]))
    throw new UsageError(`--app must be one of: ${folders.join(', ')}.`, usage);
  if (note && note.length > 200) throw new UsageError('--note may be at most 200 characters.', usage);
  await migrateToLatest(database.db);
  const created = await createToken(database, SYSTEM_ACTOR, app, note);
  print(`Deploy token #${created.id} for ${created.app}${created.note ? ` (${created.note})` : ''}.`);
  print('It is shown this once: keep it in your CI secrets as RELEASE_TOKEN.');
  print(created.token);
};

/** The version of the code, as the repository's package.json gives it (recorded in every archive). */
export function appVersion(config: Pick<Config, 'appsRoot'>): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(config.appsRoot, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return 'unknown';
  }
}

const backup: OperatorCommand = async ({ config, database, store }, args, print) => {
  const usage = 'npm run backup -- [--out FILE]';
  const out = args.out;
  if (!out || !path.isAbsolute(out)) throw new UsageError('--out must name the archive to write.', usage);
  if (fs.existsSync(out)) throw new UsageError(`${out} exists already: name a new file.`, usage);
  // Written under a temporary name and renamed when whole: a cut-short archive never looks like a backup.
  const partial = `${out}.partial`;
  const started = performance.now();
  print(
    `Backing up ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'} and the ${store.kind} store to ${out}`,
  );
  try {
    const manifest = await writeBackup(
      {
        database,
        store,
        jobsSchema: config.jobs.schema,
        appVersion: appVersion(config),
        secretFile: database.kind === 'pglite' ? path.join(config.dataDir, SECRET_FILE) : undefined,
        log: print,
      },
      fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    fs.renameSync(partial, out);
    const bytes = fs.statSync(out).size;
    print(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${manifest.rows.toLocaleString('en-US')} rows in ` +
        `${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.objects).length.toLocaleString('en-US')} objects ` +
        `(${(manifest.objectBytes / 1e6).toFixed(1)} MB); archive ${(bytes / 1e6).toFixed(1)} MB.`,
    );
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
};

/** The commands an owner runs for other processes (operator socket), by name. */
export const OPERATOR_COMMANDS = {
  'create-admin': createAdmin,
  'create-deploy-token': createDeployToken,
  backup,
} satisfies Record<string, OperatorCommand>;

export type OperatorCommandName = keyof typeof OPERATOR_COMMANDS;
