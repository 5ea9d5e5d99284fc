import type { Kysely } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
import { hashPassword } from '../../modules/auth/public';

export const DEMO_PASSWORD = 'demo1234';

/** One demo account per role. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; type: Role }> = [
  { email: 'admin@example.com', name: 'Olivia Bennett', type: 'Admin' },
  { email: 'manager@example.com', name: 'Marcus Reyes', type: 'Manager' },
  { email: 'team@example.com', name: 'Priya Sharma', type: 'Team' },
  { email: 'telecaller@example.com', name: 'Daniel Okafor', type: 'Telecaller' },
  { email: 'nightstaff@example.com', name: 'Elena Petrova', type: 'Night Staff' },
];

export const DEMO_STAFF_NAMES = DEMO_ACCOUNTS.map((a) => a.name);

/** Creates the demo accounts that do not exist yet (matched by e-mail). */
export async function seedAccounts(db: Kysely<Database>): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('team_members').select('email').execute()).map((r) => r.email.toLowerCase()),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (!missing.length) return 0;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('team_members')
    .values(missing.map((a) => ({ ...a, password_hash })))
    .execute();
  return missing.length;
}

export const DEMO_GATEWAYS = ['Stripe', 'PayPal', 'Authorize.Net', 'Checkout.com'];

export async function seedGateways(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('payment_gateways')
    .values(DEMO_GATEWAYS.map((gateway_name, index) => ({ gateway_name, is_active: index === 0 })))
    .onConflict((oc) => oc.column('gateway_name').doNothing())
    .execute();
}
