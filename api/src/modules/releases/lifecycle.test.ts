import type { Role } from '@earrival/shared/types';
import { databaseKinds, type TestContext } from '../../testing/harness';
import { call, sessionToken, type Staff } from '../../testing/fixtures';
import { canaryBucket, inCanaryShare } from './service/registry';
import { useReleaseSuite, type Loose, type RegistryJson } from './fixtures/index';
import type { AppReleases, ReleaseEvent } from './schemas';

/** After a publish: canary, promote, rollback, ending a canary, self-rolling-back canaries, deploy tokens. */
describe.each(databaseKinds())("a release's life on %s", (kind) => {
  const { suite, publish, as, queuesEntry, moreMembers } = useReleaseSuite(kind);
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

  /** A member who can sign in: a demo role, or one of moreMembers(). */
  type Caller = { id: number; name: string; token: string };
  const report = (
    caller: Caller,
    body: { releaseId: string | null; reportKey?: string | null; kind?: string; message?: string },
  ) =>
    call(context.app, caller.token, 'POST', '/api/admin/client-errors', {
      app: 'mf-queues',
      kind: 'load',
      message: 'Loading chunk 7 failed',
      ...body,
      reportKey: body.reportKey ?? undefined,
    }) as Promise<{ code: number; body: { status: number; message: string; data: Loose } }>;
  /** The mf-queues entry of the registry GET /api/remotes gives this member's session. */
  const entryOf = async (caller: Caller) =>
    ((await call(context.app, caller.token, 'GET', '/api/remotes')).body.data as RegistryJson).remotes.find(
      (remote) => remote.app === 'mf-queues',
    )!;
  const staffCallers = (): Caller[] =>
    (['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'] as Role[]).map((role) => staff[role]);

  it('a canary that its own members report failing rolls back by itself, on the security log naming them; the Deployments screen shows who reported what', async () => {
    const live = (await publish({ version: '3.0.0' })).body.data;
    const canary = (await publish({ version: '3.1.0' }, { query: '?canary=99' })).body.data;
    const members = staffCallers().filter((member) => inCanaryShare('mf-queues', member.id, 99));
    expect(members.length).toBeGreaterThanOrEqual(2);
    const [first, second] = members as [Caller, Caller];
    const firstEntry = await entryOf(first);
    expect(firstEntry).toMatchObject({ releaseId: canary.releaseId, canary: true });
    const message = 'Loading chunk 7 failed for ana.lopez@example.org order 1023456';
    const once = await report(first, {
      releaseId: canary.releaseId,
      reportKey: firstEntry.reportKey,
      message,
    });
    expect(once.body.data).toEqual({ rolledBack: false, counted: true });
    // The same member counts once.
    const twice = await report(first, { releaseId: canary.releaseId, reportKey: firstEntry.reportKey });
    expect(twice.body.data).toEqual({ rolledBack: false, counted: true });
    const secondKey = (await entryOf(second)).reportKey;
    const last = await report(second, { releaseId: canary.releaseId, reportKey: secondKey, kind: 'render' });
    expect(last.body).toMatchObject({
      status: 1,
      message: 'The canary was rolled back.',
      data: { rolledBack: true },
    });
    expect((await entryOf(second)).releaseId).toBe(live.releaseId);

    const queues = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0] as AppReleases;
    expect(queues.canary).toBeNull();
    expect(queues.events[0]).toMatchObject({
      action: 'auto-rollback',
      releaseId: live.releaseId,
      fromReleaseId: canary.releaseId,
      by: null,
      note: expect.stringContaining(`: ${first.name}, ${second.name}`),
    });
    expect(queues.history.find((r) => r.releaseId === canary.releaseId)!.errors).toEqual({
      load: 2,
      render: 1,
      members: 2,
    });
    // Who reported what: the member, the message (cleared of addresses and long numbers), whether it counted.
    expect(queues.reports.map((r) => [r.member?.name, r.kind, r.message, r.served])).toEqual([
      [second.name, 'render', 'Loading chunk 7 failed', true],
      [first.name, 'load', 'Loading chunk 7 failed', true],
      [first.name, 'load', 'Loading chunk 7 failed for [e-mail] order [number]', true],
    ]);
    // The security log (Admins') names the members whose reports rolled it back; the server took the step.
    const logged = await as('Admin', 'GET', '/api/admin/security-events?event=release-rolled-back');
    expect(logged.body.data.rows).toEqual([
      expect.objectContaining({
        event: 'release-rolled-back',
        actor: null,
        detail: expect.stringMatching(
          new RegExp(
            `^mf-queues: canary ${canary.releaseId} -> ${live.releaseId}, rolled back by itself on the error reports of ${first.name} \\(#${first.id}\\), ${second.name} \\(#${second.id}\\) `,
          ),
        ),
      }),
    ]);
    expect((await as('Manager', 'GET', '/api/admin/security-events')).code).toBe(403);

    const unknown = await report(staff.Team, {
      releaseId: '9.9.9-aaaaaaaaaaaa',
      kind: 'render',
      message: 'x',
    });
    expect(unknown.code).toBe(400);
  });

  it('members outside a canary cannot roll it back: three forged reports count nothing (the third answered rolledBack: true before)', async () => {
    const live = (await publish({ version: '3.2.0' })).body.data;
    const canary = (await publish({ version: '3.3.0' }, { query: '?canary=50' })).body.data;
    const everyone = [...staffCallers(), ...(await moreMembers(12))];
    const outside = everyone.filter((member) => !inCanaryShare('mf-queues', member.id, 50));
    const inside = everyone.filter((member) => inCanaryShare('mf-queues', member.id, 50));
    expect(outside.length).toBeGreaterThanOrEqual(3);
    expect(inside.length).toBeGreaterThanOrEqual(1);
    const answers = [];
    for (const member of outside.slice(0, 3)) {
      // Its registry shows no canary; it names the canary anyway, with the key it was given for the live release.
      const entry = await entryOf(member);
      expect(entry).toMatchObject({ releaseId: live.releaseId, canary: false });
      answers.push(
        (await report(member, { releaseId: canary.releaseId, reportKey: entry.reportKey, message: 'forged' }))
          .body,
      );
    }
    expect(answers.map((answer) => [answer.status, answer.data])).toEqual([
      [1, { rolledBack: false, counted: false }],
      [1, { rolledBack: false, counted: false }],
      [1, { rolledBack: false, counted: false }],
    ]);
    // A member of the canary counts only with the key its own session was given: none, or another
    // session's, counts nothing either.
    const member = inside[0]!;
    expect((await report(member, { releaseId: canary.releaseId })).body.data).toEqual({
      rolledBack: false,
      counted: false,
    });
    const row = await context.app.db
      .selectFrom('team_members')
      .select(['id', 'name', 'email', 'type'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const otherSession = { ...member, token: await sessionToken(context.app, row) };
    const keyOfOtherSession = (await entryOf(otherSession)).reportKey;
    expect(keyOfOtherSession).toEqual(expect.any(String));
    expect(
      (await report(member, { releaseId: canary.releaseId, reportKey: keyOfOtherSession })).body.data,
    ).toEqual({ rolledBack: false, counted: false });

    const queues = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0] as AppReleases;
    expect(queues.canary).toMatchObject({ releaseId: canary.releaseId });
    // Each member counted once on the screen, the one who reported twice too.
    expect(queues.canary!.errors).toEqual({ load: 5, render: 0, members: 4 });
    expect(queues.reports.map((r) => [r.member?.id, r.served])).toEqual(
      [...outside.slice(0, 3), member, member].reverse().map((m) => [m.id, false]),
    );
    expect(
      (await as('Admin', 'GET', '/api/admin/security-events?event=release-rolled-back')).body.data.rows,
    ).toEqual([]);
  });

  it("the threshold is a share of the canary's signed-in members (CANARY_ERROR_SHARE), CANARY_MAX_ERRORS at the least", async () => {
    await publish({ version: '3.4.0' });
    const canary = (await publish({ version: '3.5.0' }, { query: '?canary=99' })).body.data;
    // 10% of about 30 signed-in canary members: 3 reporters, more than the suite's minimum of 2.
    const members = [...staffCallers(), ...(await moreMembers(26))].filter((m) =>
      inCanaryShare('mf-queues', m.id, 99),
    );
    const needed = Math.max(2, Math.ceil(members.length / 10));
    expect(needed).toBeGreaterThan(2);
    for (const [index, member] of members.slice(0, needed).entries()) {
      const { reportKey } = await entryOf(member);
      const answer = await report(member, { releaseId: canary.releaseId, reportKey });
      expect([index + 1, answer.body.data]).toEqual([
        index + 1,
        { rolledBack: index + 1 === needed, counted: true },
      ]);
    }
    const step = (await as('Admin', 'GET', '/api/admin/releases')).body.data[0].events[0] as ReleaseEvent;
    expect(step).toMatchObject({ action: 'auto-rollback', fromReleaseId: canary.releaseId });
    expect(step.note).toMatch(
      new RegExp(
        `^${needed} of its ${members.length} signed-in members reported errors \\(${needed} needed: CANARY_MAX_ERRORS 2, CANARY_ERROR_SHARE 10%\\)`,
      ),
    );
  });

  it('error reports are limited per member: past 10 a minute 429, nothing kept', async () => {
    for (let i = 0; i < 10; i += 1)
      expect(
        (await report(staff['Night Staff'], { releaseId: null, kind: 'render', message: 'boom' })).code,
      ).toBe(200);
    const throttled = await report(staff['Night Staff'], {
      releaseId: null,
      kind: 'render',
      message: 'boom',
    });
    expect(throttled.code).toBe(429);
    // Another member is not held back by it.
    expect((await report(staff.Team, { releaseId: null, kind: 'render', message: 'boom' })).code).toBe(200);
    const kept = await context.app.db.selectFrom('client_errors').select('reporter').execute();
    expect(kept).toHaveLength(11);
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
