import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../platform/db/schema';
import type { SessionUser } from '../platform/http/schemas';
import { DEMO_ACCOUNTS, seedAccounts } from '../cli/seed/accounts';
import { startSession } from '../modules/auth/public';
import type { OrdersTable } from '../modules/orders/public';
import { nextMonthStart } from '../modules/orders/repository/folders';
import { useSuiteDatabase, type DatabaseKind, type TestContext } from './harness';

export type Staff = Record<Role, { id: number; name: string; email: string; type: Role; token: string }>;

/**
 * A token for the member, signed directly (no argon2 round, no sign-in) with its session row opened, as a
 * sign-in does: a token without its session is refused. `tokenVersion` defaults to the member's own.
 */
export async function sessionToken(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  member: SessionUser & { token_version?: number },
  { ttlSeconds = 3600, userAgent = 'jest' }: { ttlSeconds?: number; userAgent?: string } = {},
): Promise<string> {
  const tokenVersion =
    member.token_version ??
    (
      await app.db
        .selectFrom('team_members')
        .select('token_version')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).token_version;
  const user = { id: member.id, name: member.name, email: member.email, type: member.type };
  const { token } = await startSession(app.db, app.config.jwtSecret, ttlSeconds, user, tokenVersion, {
    ip: '127.0.0.1',
    userAgent,
  });
  return token;
}

/** The five demo accounts, with a token (and session) each, signed directly: no argon2 round per test. */
export async function createStaff(app: FastifyInstance): Promise<Staff> {
  await seedAccounts(app.db);
  const rows = await app.db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'type', 'token_version'])
    .execute();
  const staff = {} as Staff;
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((r) => r.email === account.email)!;
    const member = { id: row.id, name: row.name, email: row.email, type: row.type };
    staff[account.type] = {
      ...member,
      token: await sessionToken(app, { ...member, token_version: row.token_version }),
    };
  }
  return staff;
}

let counter = 0;

/** A complete, valid order; tests override what they are about. */
export function orderValues(overrides: Partial<Insertable<OrdersTable>> = {}): Insertable<OrdersTable> {
  counter += 1;
  return {
    order_number: `T-${Date.now().toString(36)}-${counter}`,
    processing_mode: 'Regular Processing',
    landing_domain: 'cuba-earrival.example',
    email: `traveller${counter}@example.org`,
    confirm_email: `traveller${counter}@example.org`,
    signature_name: 'Ana Lopez',
    first_name: 'Ana',
    sur_name: 'Lopez',
    date_of_birth: '1988-04-12',
    gender: 'Female',
    citizenship: 'Spain',
    passport_number: 'XK1234567',
    country_of_permanent_residence: 'Spain',
    phone_number: `600${String(counter).padStart(7, '0')}`,
    country_code: '+34',
    date_of_arrival: '2026-12-20',
    flight: 'IB6621',
    airline_name: 'Iberia',
    country_of_origin: 'Spain',
    port_of_entry: 'José Martí International Airport (HAV), Havana',
    travel_reasons: 'Tourism',
    place_of_accommodation: 'Hotel',
    name_of_hotel: 'Hotel Nacional de Cuba',
    processing_date: new Date().toISOString().slice(0, 10),
    ...overrides,
  };
}

/** Inserts orders and returns their ids in the same order. */
export async function makeOrders(
  db: Kysely<Database>,
  list: Array<Partial<Insertable<OrdersTable>>>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const overrides of list) {
    const row = await db
      .insertInto('orders')
      .values(orderValues(overrides))
      .returning('order_id')
      .executeTakeFirstOrThrow();
    ids.push(row.order_id);
  }
  return ids;
}

export const makeOrder = async (db: Kysely<Database>, overrides: Partial<Insertable<OrdersTable>> = {}) =>
  (await makeOrders(db, [overrides]))[0]!;

/** A processing date inside a future month (the Future Order folder). */
export function futureDate(monthsAhead = 2, day = 10): string {
  const next = new Date(`${nextMonthStart()}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + monthsAhead - 1, day);
  return next.toISOString().slice(0, 10);
}

/** app.inject with the token and a JSON body; returns status code and parsed body. */
export async function call(
  app: FastifyInstance,
  token: string | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  let body: { status: number; message: string; data: unknown; [key: string]: unknown };
  try {
    body = response.json();
  } catch {
    body = { status: -1, message: response.body, data: null };
  }
  return { code: response.statusCode, body };
}

/** A contract-test suite's state: the database and app of the current test, its staff, and a call helper. */
export interface StaffSuite {
  context: TestContext;
  staff: Staff;
  as(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): ReturnType<typeof call>;
}

/** One database per suite, emptied before each test and given one account per role. */
export function useStaffSuite(kind: DatabaseKind): StaffSuite {
  const suite = {
    as: (token, method, url, payload) => call(suite.context.app, token, method, url, payload),
  } as StaffSuite;
  useSuiteDatabase(kind, async (ready) => {
    suite.context = ready;
    suite.staff = await createStaff(ready.app);
  });
  return suite;
}
