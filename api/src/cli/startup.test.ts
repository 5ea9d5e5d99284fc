import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { buildApp } from '../app';
import { SECRET_FILE, hashPassword } from '../modules/auth/public';
import { prepareStart } from './startup';
import { DEMO_ACCOUNTS } from './seed';
import { accountsWithDemoPassword, demoPasswordWarning } from './seed/demoPasswords';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  whileNoSchemaIsDropped,
  type TestContext,
} from '../testing/harness';
import { call, sessionToken } from '../testing/fixtures';

jest.setTimeout(180_000);

/** The string the server used to sign with when JWT_SECRET was unset. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-secret-change-me';
const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email);

describe.each(databaseKinds())('the start (prepareStart) on %s', (kind) => {
  let context: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    context = await createTestContext(kind);
  });
  afterAll(() => destroyTestContext(context));
  beforeEach(async () => {
    await truncateAll(context.database);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-start-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Starts the way `npm start` does, on the suite's database; returns what it printed. */
  const start = async (env: NodeJS.ProcessEnv) => {
    const printed: string[] = [];
    const run = () =>
      prepareStart({
        env: { DATA_DIR: dataDir, ...env },
        open: async () => context.database,
        log: (line) => printed.push(line),
        warn: (line) => printed.push(line),
      });
    // The start migrates, and the migrator reads every schema's catalog: as in the harness, no other
    // suite may drop its schema meanwhile (see whileNoSchemaIsDropped).
    const prepared =
      kind === 'postgres' ? await whileNoSchemaIsDropped(process.env.DATABASE_URL!, run) : await run();
    return { ...prepared, printed };
  };

  it('the default start signs with its own stored secret: a token made with the old development string gets 401', async () => {
    const { config, printed } = await start({});
    expect(config.jwtSecret).toBe(fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8').trim());
    const app = await buildApp({ config, database: context.database });
    try {
      const admin = await context.app.db
        .selectFrom('team_members')
        .select(['id', 'name', 'email', 'type', 'token_version'])
        .where('email', '=', 'admin@example.com')
        .executeTakeFirstOrThrow();
      const member = { id: admin.id, name: admin.name, email: admin.email, type: admin.type };
      const forged = jwt.sign({ ...member, tv: admin.token_version }, OLD_DEVELOPMENT_SECRET, {
        algorithm: 'HS256',
        expiresIn: 3600,
      });
      const refused = await call(app, forged, 'GET', '/api/admin/get-team-member-list');
      expect(refused.code).toBe(401);
      expect(refused.body).toMatchObject({ status: 401, message: 'Invalid access token.', data: null });
      // The same claims signed with the installation's key work: only the key made the difference.
      const genuine = await sessionToken(app, { ...member, token_version: admin.token_version });
      expect((await call(app, genuine, 'GET', '/api/admin/get-team-member-list')).code).toBe(200);
    } finally {
      await app.close();
    }
    // The default start seeded the demo accounts, and says they still have the published password.
    expect(printed).toContain(
      `WARNING: 5 accounts still use the published demo password (${DEMO_EMAILS.join(', ')}). ` +
        'Change them or create your own Admin with npm run create-admin.',
    );
  });

  it('production on the embedded database seeds nothing (no demo accounts) and says how to create the first Admin', async () => {
    const { config, printed, demoPasswordAccounts } = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(64),
    });
    expect(config.production).toBe(true);
    expect(await context.app.db.selectFrom('team_members').select('email').execute()).toEqual([]);
    expect(await context.app.db.selectFrom('orders').select('order_id').execute()).toEqual([]);
    expect(demoPasswordAccounts).toEqual([]);
    expect(printed.filter((line) => line.startsWith('WARNING'))).toEqual([]);
    expect(printed.join('\n')).toMatch(
      /No staff accounts yet: create the first Admin with npm run create-admin/,
    );
    // JWT_SECRET was given: no key file is written.
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);
  });

  it('warns on every start while any account has the demo password, naming them; silent once none has', async () => {
    const { printed } = await start({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(64), SEED_DEMO: '1' });
    expect(printed.some((line) => line.startsWith('WARNING: 5 accounts'))).toBe(true);
    const changed = await hashPassword('a-real-password');
    await context.app.db
      .updateTable('team_members')
      .set({ password_hash: changed })
      .where('email', 'in', DEMO_EMAILS.slice(0, 4))
      .execute();
    const again = await start({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(64), SEED_DEMO: '1' });
    expect(again.printed).toContain(
      'WARNING: 1 account still uses the published demo password (nightstaff@example.com). ' +
        'Change them or create your own Admin with npm run create-admin.',
    );
    await context.app.db.updateTable('team_members').set({ password_hash: changed }).execute();
    const quiet = await start({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(64) });
    expect(quiet.printed.filter((line) => /WARNING|No staff/.test(line))).toEqual([]);
  });

  it('also finds the demo password on an account that is not a demo e-mail', async () => {
    await context.app.db
      .insertInto('team_members')
      .values({
        email: 'boss@corp.example',
        name: 'Boss',
        type: 'Admin',
        password_hash: await hashPassword('demo1234'),
      })
      .execute();
    expect(await accountsWithDemoPassword(context.app.db)).toEqual(['boss@corp.example']);
    expect(demoPasswordWarning([])).toBeNull();
  });
});
