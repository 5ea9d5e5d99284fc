import { ROLES, type Role } from '@earrival/shared/types';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../../testing/harness';
import { call, createStaff, sessionToken, type Staff } from '../../testing/fixtures';
import { hashPassword } from '../auth/public';

// Adding and editing members hashes passwords (argon2): give the suites time on a busy machine.
jest.setTimeout(60_000);

/** Manage Team by rank: who may give which type, and who may edit or delete whom. */
describe.each(databaseKinds())('team hierarchy on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  let hash: string;
  beforeAll(async () => {
    context = await createTestContext(kind);
    hash = await hashPassword('spare-password');
  }, 60_000);
  afterAll(() => destroyTestContext(context));
  beforeEach(async () => {
    await truncateAll(context.database);
    staff = await createStaff(context.app);
  });

  const db = () => context.app.db;
  const member = async (type: Role) =>
    (
      await db()
        .insertInto('team_members')
        .values({
          name: `${type} ${Math.random()}`,
          email: `${Math.random()}@example.com`,
          type,
          password_hash: hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const typeOf = async (id: number) =>
    (await db().selectFrom('team_members').select('type').where('id', '=', id).executeTakeFirst())?.type;
  const update = (actor: Role, tmId: number, type: Role, password = '') =>
    call(context.app, staff[actor].token, 'POST', '/api/admin/update-team-member', {
      tmId,
      name: 'Changed',
      email: `c-${Math.random()}@example.com`,
      password,
      type,
    });
  const remove = (actor: Role, teamMemberId: number) =>
    call(context.app, staff[actor].token, 'PUT', '/api/admin/delete-team-member', { teamMemberId });

  it('gives only the types below the actor (Admin: every type) when adding, and lists those types', async () => {
    const outcome: Record<string, Record<string, number>> = {};
    for (const actor of ['Admin', 'Manager'] as const) {
      outcome[actor] = {};
      for (const type of ROLES) {
        const { code } = await call(context.app, staff[actor].token, 'POST', '/api/admin/add-team-member', {
          name: 'New',
          email: `n-${Math.random()}@example.com`,
          password: 'coral-reef-2026',
          type,
        });
        outcome[actor][type] = code;
      }
    }
    expect(outcome).toEqual({
      Admin: { Admin: 200, Manager: 200, Team: 200, Telecaller: 200, 'Night Staff': 200 },
      Manager: { Admin: 403, Manager: 403, Team: 200, Telecaller: 200, 'Night Staff': 200 },
    });
    const types = await call(context.app, staff.Manager.token, 'GET', '/api/admin/get-team-member-type');
    expect(types.body.data).toEqual(['Team', 'Telecaller', 'Night Staff']);
  });

  it('lets a Manager edit or delete only lower ranks; an Admin any other member', async () => {
    const outcome: Record<string, Record<string, string>> = {};
    for (const actor of ['Admin', 'Manager'] as const) {
      outcome[actor] = {};
      for (const type of ROLES) {
        const edited = await update(
          actor,
          await member(type),
          type === 'Admin' ? 'Admin' : 'Team',
          'taken-over',
        );
        const deleted = await remove(actor, await member(type));
        outcome[actor][type] = `${edited.code}/${deleted.code}`;
      }
    }
    expect(outcome).toEqual({
      Admin: {
        Admin: '200/200',
        Manager: '200/200',
        Team: '200/200',
        Telecaller: '200/200',
        'Night Staff': '200/200',
      },
      Manager: {
        Admin: '403/403',
        Manager: '403/403',
        Team: '200/200',
        Telecaller: '200/200',
        'Night Staff': '200/200',
      },
    });
  });

  it('refuses a Manager taking over an Admin: new password, promotion, deletion; nothing changes', async () => {
    const before = await db().selectFrom('team_members').selectAll().orderBy('id').execute();
    const takeOver = await update('Manager', staff.Admin.id, 'Admin', 'owned-you');
    expect(takeOver).toMatchObject({ code: 403, body: { status: 0, data: null } });
    expect(takeOver.body.message).toBe('A Manager cannot change or delete a member of type Admin.');
    expect((await update('Manager', staff.Team.id, 'Admin')).code).toBe(403);
    expect((await update('Manager', staff.Team.id, 'Manager')).code).toBe(403);
    expect((await update('Manager', staff.Manager.id, 'Admin')).code).toBe(403);
    expect((await remove('Manager', staff.Admin.id)).code).toBe(403);
    expect(await db().selectFrom('team_members').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('lets nobody change their own type or account through Manage Team', async () => {
    for (const actor of ['Admin', 'Manager'] as const) {
      const own = await update(actor, staff[actor].id, actor === 'Admin' ? 'Manager' : 'Admin');
      expect(own.code).toBe(403);
      expect(own.body.message).toMatch(/your own account/);
      expect(await typeOf(staff[actor].id)).toBe(actor);
    }
  });

  it('keeps the last Admin when two Admins demote or delete each other at the same moment', async () => {
    const second = await member('Admin');
    const token = await sessionToken(context.app, {
      id: second,
      name: 'Second',
      email: 's@example.com',
      type: 'Admin',
    });
    const [a, b] = await Promise.all([
      update('Admin', second, 'Manager'),
      call(context.app, token, 'POST', '/api/admin/update-team-member', {
        tmId: staff.Admin.id,
        name: 'Demoted',
        email: 'admin@example.com',
        password: '',
        type: 'Manager',
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 403]);
    const admins = await db().selectFrom('team_members').select('id').where('type', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('reads a demoted actor afresh: an Admin just made Manager cannot act as Admin', async () => {
    await db()
      .updateTable('team_members')
      .set({ type: 'Manager' })
      .where('id', '=', staff.Admin.id)
      .execute();
    const second = await member('Admin');
    expect((await remove('Admin', second)).code).toBe(403);
    expect(await typeOf(second)).toBe('Admin');
  });
});

/** Members are identified by id: assignment, My Orders, counts, processed by, remarks and history. */
