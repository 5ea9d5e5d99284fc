import type { Role } from '@earrival/shared/types';
import { databaseKinds, type TestContext } from '../../testing/harness';
import type { Staff } from '../../testing/fixtures';
import { canaryBucket } from './service/registry';
import { useReleaseSuite, type RegistryJson } from './fixtures/index';
import type { AppReleases, ReleaseEvent } from './schemas';

/** After a publish: canary, promote, rollback, ending a canary, self-rolling-back canaries, deploy tokens. */
describe.each(databaseKinds())("a release's life on %s", (kind) => {
  const { suite, publish, as, queuesEntry } = useReleaseSuite(kind);
  // The suite's state of the current test, under the names the tests read.
  let context: TestContext;
  let staff: Staff;
  beforeEach(() => {
    ({ context, staff } = suite);
  });

  it('a canary reaches its share of staff, sticky per member; promote makes it live; rollback puts the earlier back', async () => {
    const live = (await publish({ version: '2.0.0' })).body.data;
    const canary = await publish({ version: '2.1.0' }, { query: '?canary=50' });
    expect(canary.body.data).toMatchObject({ state: 'canary', canaryPercent: 50 });
    expect(canary.body.message).toMatch(/is the canary for 50% of staff/);
    const roles: Role[] = ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'];
    for (const role of roles) {
      const expected =
        canaryBucket('mf-queues', staff[role].id) < 50 ? canary.body.data.releaseId : live.releaseId;
      expect((await queuesEntry(role)).releaseId).toBe(expected);
      expect((await queuesEntry(role)).releaseId).toBe(expected); // sticky
    }
    // Before sign-in nobody is in a canary.
    const anonymous = (await context.app.inject({ method: 'GET', url: '/mf-registry.json' })).json();
    expect((anonymous as RegistryJson).remotes.find((r) => r.name === 'mf_queues')!.entry).toContain(
      live.releaseId,
    );

    expect((await as('Manager', 'POST', '/api/admin/releases/mf-queues/promote')).code).toBe(403);
    const promoted = await as('Admin', 'POST', '/api/admin/releases/mf-queues/promote');
    expect(promoted.body).toMatchObject({
      status: 1,
      data: { releaseId: canary.body.data.releaseId, state: 'live' },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(canary.body.data.releaseId);

    const back = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {});
    expect(back.body).toMatchObject({
      status: 1,
      data: { live: { releaseId: live.releaseId }, from: canary.body.data.releaseId },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(live.releaseId);
    // Naming the live release ends a canary only; with no canary it is a 409.
    const again = (await publish({ version: '2.2.0' }, { query: '?canary=99' })).body.data;
    const ended = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: live.releaseId,
    });
    expect(ended.body).toMatchObject({
      status: 1,
      data: { live: { releaseId: live.releaseId }, from: again.releaseId },
    });
    for (const role of roles) expect((await queuesEntry(role)).releaseId).toBe(live.releaseId);
    const nothingToEnd = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: live.releaseId,
    });
    expect(nothingToEnd).toMatchObject({
      code: 409,
      body: { message: `${live.releaseId} is already live.` },
    });
    const toBuiltIn = await as('Admin', 'POST', '/api/admin/releases/mf-queues/rollback', {
      releaseId: 'built-in',
    });
    expect(toBuiltIn.body.data).toMatchObject({ live: null });
    expect(await queuesEntry()).toMatchObject({ entry: '/mf-queues/mf-manifest.json', releaseId: null });

    const steps = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0].events as ReleaseEvent[];
    expect(steps.map((step) => [step.action, step.by?.name ?? null, step.note])).toEqual([
      ['rollback', 'Olivia Bennett', null],
      ['rollback', 'Olivia Bennett', 'canary ended'],
      ['publish', null, 'canary 99%'],
      ['rollback', 'Olivia Bennett', null],
      ['promote', 'Olivia Bennett', null],
      ['publish', null, 'canary 50%'],
      ['publish', null, null],
      ['token-created', null, 'queues CI'],
    ]);
    const announced = await context.app.db
      .selectFrom('live_events')
      .select(['type', 'data'])
      .where('type', '=', 'remote-released')
      .execute();
    expect(announced.map((event) => (event.data as { action: string }).action)).toEqual([
      'publish',
      'publish',
      'promote',
      'rollback',
      'publish',
      'rollback',
      'rollback',
    ]);
  });

  it('a canary that members report failing past CANARY_MAX_ERRORS rolls back by itself, recorded', async () => {
    const live = (await publish({ version: '3.0.0' })).body.data;
    const canary = (await publish({ version: '3.1.0' }, { query: '?canary=99' })).body.data;
    const report = (role: Role, message = 'Loading chunk 7 failed for ana.lopez@example.org order 1023456') =>
      as(role, 'POST', '/api/admin/client-errors', {
        app: 'mf-queues',
        releaseId: canary.releaseId,
        kind: 'load',
        message,
      });
    expect((await report('Team')).body.data).toEqual({ rolledBack: false });
    expect((await report('Team')).body.data).toEqual({ rolledBack: false }); // the same member counts once
    expect((await report('Telecaller')).body).toMatchObject({ status: 1, data: { rolledBack: true } });
    expect(await queuesEntry('Telecaller')).toMatchObject({ releaseId: live.releaseId });
    const queues = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0];
    expect(queues.canary).toBeNull();
    expect(queues.events[0]).toMatchObject({
      action: 'auto-rollback',
      fromReleaseId: canary.releaseId,
      by: null,
    });
    expect((queues as AppReleases).history.find((r) => r.releaseId === canary.releaseId)!.errors).toEqual({
      load: 3,
      render: 0,
      members: 2,
    });
    // No member id, name or address is kept: a keyed pseudonym counts distinct members.
    const stored = await context.app.db.selectFrom('client_errors').selectAll().execute();
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'app',
      'at',
      'id',
      'kind',
      'message',
      'release_id',
      'reporter',
    ]);
    expect(stored[0]!.message).toBe('Loading chunk 7 failed for [e-mail] order [number]');
    expect(stored.map((row) => row.reporter)).toEqual([
      expect.stringMatching(/^[0-9a-f]{24}$/),
      stored[0]!.reporter,
      expect.not.stringMatching(stored[0]!.reporter),
    ]);

    const unknown = await as('Team', 'POST', '/api/admin/client-errors', {
      app: 'mf-queues',
      releaseId: '9.9.9-aaaaaaaaaaaa',
      kind: 'render',
      message: 'x',
    });
    expect(unknown.code).toBe(400);
    for (let i = 0; i < 12; i += 1)
      await as('Night Staff', 'POST', '/api/admin/client-errors', {
        app: 'mf-queues',
        releaseId: null,
        kind: 'render',
        message: 'boom',
      });
    const throttled = await as('Night Staff', 'POST', '/api/admin/client-errors', {
      app: 'mf-queues',
      releaseId: null,
      kind: 'render',
      message: 'boom',
    });
    expect(throttled.code).toBe(429);
  });

  it('deploy tokens: Admins create (the secret once) and revoke; a revoked token publishes nothing', async () => {
    expect((await as('Manager', 'POST', '/api/admin/deploy-tokens', { app: 'mf-visitor' })).code).toBe(403);
    const created = await as('Admin', 'POST', '/api/admin/deploy-tokens', {
      app: 'mf-visitor',
      note: 'visitor CI',
    });
    expect(created.body.data).toMatchObject({
      app: 'mf-visitor',
      note: 'visitor CI',
      createdBy: { name: 'Olivia Bennett' },
      token: expect.stringMatching(/^edt_/),
    });
    const list = await as('Admin', 'GET', '/api/admin/deploy-tokens');
    expect(JSON.stringify(list.body)).not.toContain(created.body.data.token);
    const stored = await context.app.db.selectFrom('deploy_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(created.body.data.token);
    const visitorBuild = { folder: 'mf-visitor', version: '1.0.5' };
    expect((await publish(visitorBuild, { token: created.body.data.token, app: 'mf-visitor' })).code).toBe(
      201,
    );
    const revoked = await as('Admin', 'DELETE', `/api/admin/deploy-tokens/${created.body.data.id}`);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect(
      (
        await publish(
          { ...visitorBuild, version: '1.0.6' },
          { token: created.body.data.token, app: 'mf-visitor' },
        )
      ).code,
    ).toBe(401);
    expect((await as('Team', 'GET', '/api/admin/releases')).code).toBe(403);
    // Each step is on the security log, with who took it (CI's publish names its token, not a member).
    const logged = await context.app.db
      .selectFrom('security_events')
      .select(['event', 'actor_id', 'detail'])
      .where((eb) => eb.or([eb('event', 'like', 'deploy-token-%'), eb('event', 'like', 'release-%')]))
      .orderBy('id')
      .execute();
    const id = created.body.data.id as number;
    expect(logged).toEqual([
      {
        event: 'deploy-token-created',
        actor_id: staff.Admin.id,
        detail: `#${id} for mf-visitor (visitor CI)`,
      },
      {
        event: 'release-published',
        actor_id: null,
        detail: expect.stringMatching(
          new RegExp(`^mf-visitor 1\\.0\\.5-[0-9a-f]{12} \\(live\\) with deploy token #${id}$`),
        ),
      },
      { event: 'deploy-token-revoked', actor_id: staff.Admin.id, detail: `#${id} for mf-visitor` },
    ]);
  });
});
