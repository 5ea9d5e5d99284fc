/**
 * npm run create-admin -- --email x --name y --password z [--type Admin]
 * Creates the first account of a new database (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { ROLES, type Role } from '@earrival/shared/types';
import { loadConfig } from '../config';
import { connect } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { isUniqueViolation } from '../platform/db/errors';
import { hashPassword } from '../modules/auth/public';
import { insertMember } from '../modules/team/public';
import { parseArgs } from './args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const email = args.get('email')?.trim() ?? '';
  const name = args.get('name')?.trim() ?? '';
  const password = args.get('password') ?? '';
  const type = (args.get('type') ?? 'Admin') as Role;
  const usage =
    'Usage: npm run create-admin -- --email x@y.z --name "Full Name" --password secret [--type Admin]';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`A valid --email is required.\n${usage}`);
  if (!name) throw new Error(`--name is required.\n${usage}`);
  if (password.length < 6) throw new Error(`--password must be at least 6 characters.\n${usage}`);
  if (!ROLES.includes(type)) throw new Error(`--type must be one of: ${ROLES.join(', ')}`);

  const database = await connect(loadConfig());
  try {
    await migrateToLatest(database.db);
    const member = await insertMember(database.db, {
      email,
      name,
      type,
      password_hash: await hashPassword(password),
    });
    console.log(`Created ${member.type} #${member.id} ${member.email}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`A team member with the e-mail ${email} already exists.`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
