import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { verifyPassword } from '../../modules/auth/public';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/**
 * Accounts checked at each start. argon2 verification runs on libuv's thread pool (about 25 ms each, never
 * on the event loop), and the number checked is capped, so the start costs the same however many staff
 * there are: the published demo e-mails first, then the oldest other accounts.
 */
export const DEMO_PASSWORD_CHECK_LIMIT = 25;

/** E-mails of the accounts that still sign in with the published demo password (`demo1234`). */
export async function accountsWithDemoPassword(db: Kysely<Database>): Promise<string[]> {
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
  const rows = await db
    .selectFrom('team_members')
    .select(['email', 'password_hash'])
    .orderBy(sql`lower(email) IN (${sql.join(demoEmails)})`, 'desc')
    .orderBy('id')
    .limit(DEMO_PASSWORD_CHECK_LIMIT)
    .execute();
  const matches = await Promise.all(rows.map((row) => verifyPassword(row.password_hash, DEMO_PASSWORD)));
  return rows.filter((_, i) => matches[i]).map((row) => row.email);
}

/** The start-up warning while any account has the demo password; null when none has. */
export function demoPasswordWarning(emails: readonly string[]): string | null {
  if (!emails.length) return null;
  const count = emails.length === 1 ? '1 account still uses' : `${emails.length} accounts still use`;
  return (
    `WARNING: ${count} the published demo password (${emails.join(', ')}). ` +
    'Change them or create your own Admin with npm run create-admin.'
  );
}
