import type { Role } from '@earrival/shared/types';
import { issueToken, readToken, type VerifiedClaims } from './tokens';
import { flushSessionTouches, sessionVerdicts } from './sessionCheck';
import { ann, appWith, fakeDatabase, row, secret, tokenOf, updates, type MemberRow } from '../fixtures/gate';

/** The session side of the token check: last_seen_at written off the call's path, and the batch check. */
describe("a session's last_seen_at", () => {
  it('is written later, in one batched UPDATE, never on the call: the call costs its one lookup', async () => {
    const { app, db, queries } = await appWith(async () => ({ rows: [row({ stale: true })] }));
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      expect(response.statusCode).toBe(200);
    }
    // Three calls answered with three lookups and nothing else yet.
    expect(queries.map((q) => q.sql.slice(0, 6).toLowerCase())).toEqual(['select', 'select', 'select']);
    await flushSessionTouches(db);
    expect(updates(queries)).toHaveLength(1);
    expect(updates(queries)[0]!.parameters).toContain('the-session');
    // Written a moment ago by this process: not noted again within the minute, even if a read lags.
    await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
    await flushSessionTouches(db);
    expect(updates(queries)).toHaveLength(1);
  });

  it('is not written while it is fresh, nor for a refused token', async () => {
    const fresh = await appWith(async () => ({ rows: [row({ stale: false })] }));
    await fresh.app.inject({ url: '/me', headers: { authorization: tokenOf() } });
    await flushSessionTouches(fresh.db);
    expect(updates(fresh.queries)).toEqual([]);
    const over = await appWith(async () => ({ rows: [row({ stale: true, ended_at: new Date() })] }));
    expect((await over.app.inject({ url: '/me', headers: { authorization: tokenOf() } })).statusCode).toBe(
      401,
    );
    await flushSessionTouches(over.db);
    expect(updates(over.queries)).toEqual([]);
  });

  it('a failing write is swallowed (the next call notes the session again)', async () => {
    let failWrites = true;
    const { app, db, queries } = await appWith(async (query) => {
      if (/^update/i.test(query.sql) && failWrites) throw new Error('connection terminated');
      return { rows: [row({ stale: true })] };
    });
    await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
    await expect(flushSessionTouches(db)).resolves.toBeUndefined();
    failWrites = false;
    await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
    await flushSessionTouches(db);
    expect(updates(queries)).toHaveLength(2);
  });
});

describe("sessionVerdicts (the live stream's batch check)", () => {
  const claimsOf = (token: string): VerifiedClaims => {
    const check = readToken(secret, token);
    if (!check.ok) throw new Error(check.message);
    return check.claims;
  };
  const session = (member: typeof ann & { type: Role }, tokenVersion = 1) => {
    const issued = issueToken(secret, 3600, member, tokenVersion);
    return { claims: claimsOf(issued.token), jti: issued.jti };
  };

  it('answers every token from one query: the current role, or why it is refused', async () => {
    const bob = { id: 8, name: 'Bob', email: 'bob@example.com', type: 'Manager' as Role };
    const gone = { id: 9, name: 'Gone', email: 'gone@example.com', type: 'Team' as Role };
    const good = session(ann);
    const promoted = session(ann);
    const loggedOut = session(ann);
    const noRow = session(ann);
    const oldVersion = session(bob, 0);
    const deleted = session(gone);
    const expired = { ...session(ann).claims, exp: Math.floor(Date.now() / 1000) - 5 };
    const withoutJti = { ...session(ann).claims, jti: undefined };
    const member = (fields: Partial<MemberRow>) => row(fields);
    const { db, queries } = fakeDatabase(async () => ({
      rows: [
        member({ session_id: good.jti, type: 'Manager' }),
        member({ session_id: promoted.jti, type: 'Manager' }),
        member({ session_id: loggedOut.jti, type: 'Manager', ended_at: new Date(), end_reason: 'logout' }),
        {
          ...bob,
          token_version: 1,
          session_id: oldVersion.jti,
          ended_at: null,
          end_reason: null,
          stale: false,
        },
      ],
    }));
    const verdicts = await sessionVerdicts(db, [
      good.claims,
      promoted.claims,
      loggedOut.claims,
      noRow.claims,
      oldVersion.claims,
      deleted.claims,
      expired,
      withoutJti,
    ]);
    expect(verdicts).toEqual([
      { member: { ...ann, type: 'Manager' } },
      { member: { ...ann, type: 'Manager' } },
      { refused: 'You have signed out. Please sign in again.' },
      { refused: 'Your session has ended. Please sign in again.' },
      { refused: 'Your session has ended (password changed). Please sign in again.' },
      { refused: 'Your account no longer exists. Please contact an administrator.' },
      { refused: 'Your session has expired. Please sign in again.' },
      { refused: 'Your session has ended. Please sign in again.' },
    ]);
    expect(queries).toHaveLength(1);
    // The expired token and the one without a jti are not asked about.
    expect(queries[0]!.parameters).toEqual(
      expect.arrayContaining([
        good.jti,
        promoted.jti,
        loggedOut.jti,
        noRow.jti,
        oldVersion.jti,
        deleted.jti,
        7,
        8,
        9,
      ]),
    );
    expect(queries[0]!.parameters).toHaveLength(9);
  });

  it('asks nothing for no tokens or only expired ones, and fails every verdict when the query fails', async () => {
    const quiet = fakeDatabase(async () => ({ rows: [] }));
    expect(await sessionVerdicts(quiet.db, [])).toEqual([]);
    const expired = { ...session(ann).claims, exp: Math.floor(Date.now() / 1000) - 1 };
    expect(await sessionVerdicts(quiet.db, [expired])).toEqual([
      { refused: 'Your session has expired. Please sign in again.' },
    ]);
    expect(quiet.queries).toEqual([]);
    const broken = fakeDatabase(() => Promise.reject(new Error('connection terminated')));
    const verdicts = await sessionVerdicts(broken.db, [session(ann).claims, session(ann).claims]);
    expect(verdicts).toEqual([
      { failed: new Error('connection terminated') },
      { failed: new Error('connection terminated') },
    ]);
  });
});
