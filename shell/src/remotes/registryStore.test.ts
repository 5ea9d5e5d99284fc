import { endSession } from '@earrival/shared/auth';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { DEMO_USERS, makeToken, storeSession } from '../testing/tokens';
import { forgetRegistry, readRegistry, refreshRegistry } from './registryStore';

const queues = (entry: string, releaseId: string | null, canary = false) => ({
  remotes: [
    {
      name: 'mf_queues',
      app: 'mf-queues',
      entry,
      releaseId,
      version: releaseId?.split('-')[0] ?? null,
      canary,
      reportKey: releaseId ? `key-of-${releaseId}` : null,
    },
  ],
});

let server: FakeApi;
let publicReads: number;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetRegistry();
  publicReads = 0;
  global.fetch = jest.fn(async () => {
    publicReads += 1;
    return {
      ok: true,
      status: 200,
      json: async () => ({ remotes: [{ name: 'mf_queues', entry: '/mf-queues/mf-manifest.json' }] }),
    };
  }) as unknown as typeof fetch;
  server = installFakeApi({
    'GET remotes': ok(
      queues('/releases/mf-queues/1.0.1-abcdef123456/mf-manifest.json', '1.0.1-abcdef123456'),
    ),
  });
});
afterEach(() => server.restore());

describe('the remote registry, per member', () => {
  it('before sign-in is the public /mf-registry.json, read once', async () => {
    const registry = await readRegistry();
    expect(registry.get('mf_queues')).toEqual({
      name: 'mf_queues',
      entry: 'http://localhost/mf-queues/mf-manifest.json',
      releaseId: null,
      version: null,
      canary: false,
      reportKey: null,
    });
    await readRegistry();
    expect(publicReads).toBe(1);
    expect(server.calls('GET remotes')).toHaveLength(0);
  });

  it("signed in is the member's own (GET /api/remotes), and a new session reads it again", async () => {
    await readRegistry(); // before sign-in
    storeSession(DEMO_USERS.Team);
    expect((await readRegistry()).get('mf_queues')).toMatchObject({
      entry: 'http://localhost/releases/mf-queues/1.0.1-abcdef123456/mf-manifest.json',
      releaseId: '1.0.1-abcdef123456',
      version: '1.0.1',
      canary: false,
      reportKey: 'key-of-1.0.1-abcdef123456',
    });
    await readRegistry();
    expect(server.calls('GET remotes')).toHaveLength(1);

    // Another member signs in in the same tab: their registry, with the canary they are in.
    server.on(
      'GET remotes',
      ok(queues('/releases/mf-queues/1.1.0-0123456789ab/mf-manifest.json', '1.1.0-0123456789ab', true)),
    );
    endSession();
    localStorage.setItem('user', JSON.stringify({ accessToken: makeToken(DEMO_USERS.Admin) }));
    expect((await readRegistry()).get('mf_queues')).toMatchObject({
      releaseId: '1.1.0-0123456789ab',
      canary: true,
    });
    expect(server.calls('GET remotes')).toHaveLength(2);
    expect(publicReads).toBe(1);
  });

  it('is read again on refresh, and a failed read is tried again next time', async () => {
    storeSession(DEMO_USERS.Team);
    server.on('GET remotes', [503, { status: 0, message: 'down', data: null }]);
    await expect(readRegistry()).rejects.toThrow('down');
    server.on('GET remotes', ok(queues('/mf-queues/mf-manifest.json', null)));
    expect((await readRegistry()).get('mf_queues')?.releaseId).toBeNull();
    server.on(
      'GET remotes',
      ok(queues('/releases/mf-queues/1.0.2-abcdef123456/mf-manifest.json', '1.0.2-abcdef123456')),
    );
    expect((await refreshRegistry()).get('mf_queues')?.releaseId).toBe('1.0.2-abcdef123456');
    expect(server.calls('GET remotes')).toHaveLength(3);
  });
});
