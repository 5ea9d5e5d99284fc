import '../testing/polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { liveApi, type EventStream, type LiveEventHandlers } from '@earrival/shared/api';
import { DataProvider, createQueryClient } from '@earrival/shared/query';
import type { AdminScreenProps } from '@earrival/shared/routes';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { Toasts } from '@earrival/shared/toast';
import type { Role } from '@earrival/shared/types';
import { App } from '../app/App';
import { RemoteLoaderContext } from '../app/RemoteLoaderContext';
import { AuthProvider } from '../features/auth/state/AuthContext';
import { DEMO_USERS, storeSession } from '../testing/tokens';
import type { loadRemoteModule } from './registry';
import { forgetRegistry, type RemoteRelease } from './registryStore';

/*
 * The whole signed-in shell, its live stream answered by hand: a `remote-released` message from the
 * server goes through the stream's parser onto the bus, the shell reads its registry again, and the open
 * screen of that remote offers the new build. Remotes are in-memory screens named after the release the
 * shell asked for (registry.test.ts runs the real federation runtime).
 */

const V1 = '1.0.0-aaaaaaaaaaaa';
const V2 = '1.0.1-bbbbbbbbbbbb';
const entryOf = (app: string, releaseId: string | null) => ({
  name: app.replace(/-/g, '_'),
  app,
  entry: releaseId ? `/releases/${app}/${releaseId}/mf-manifest.json` : `/${app}/mf-manifest.json`,
  releaseId,
  version: releaseId?.split('-')[0] ?? null,
  canary: false,
  reportKey: releaseId ? `key-of-${releaseId}` : null,
});

function Screen({ route, release }: Partial<AdminScreenProps> & { release: string }) {
  return <p>{`${route?.path} from ${release}`}</p>;
}
const load = (async (ref: { remote: string }, _retry: boolean, release?: RemoteRelease) => ({
  default: (props: AdminScreenProps) => (
    <Screen {...props} release={`${ref.remote} ${release?.releaseId ?? 'built-in'}`} />
  ),
})) as unknown as typeof loadRemoteModule;

let navigate: (path: string) => void = () => undefined;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function renderShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Toasts autoClose={false} />
      <DataProvider client={createQueryClient()}>
        <RemoteLoaderContext.Provider value={load}>
          <AuthProvider>
            <App />
            <NavigateProbe />
          </AuthProvider>
        </RemoteLoaderContext.Provider>
      </DataProvider>
    </MemoryRouter>,
  );
}

let server: FakeApi;
let remotes: ReturnType<typeof entryOf>[];
let events: jest.SpyInstance<EventStream, [LiveEventHandlers]>;

function signIn(role: Role) {
  localStorage.clear();
  storeSession(DEMO_USERS[role]);
  server = installFakeApi({
    'GET user_info': ok(DEMO_USERS[role]),
    'GET admin/get-all-folder-count': ok({}),
    'GET remotes': () => ok({ remotes }),
  });
}

beforeEach(() => {
  forgetRegistry();
  remotes = [entryOf('mf-queues', V1), entryOf('mf-order-detail', null)];
  events = jest.spyOn(liveApi, 'events');
});
afterEach(() => {
  events.mockRestore();
  server.restore();
});

/** The server's stream says a remote's release changed. */
async function released(app: string, action: string, releaseId: string | null) {
  await waitFor(() => expect(events).toHaveBeenCalled());
  const { onMessage } = events.mock.calls.at(-1)![0];
  act(() =>
    onMessage({
      id: '7',
      event: 'remote-released',
      data: JSON.stringify({ app, action, releaseId, state: 'live' }),
    }),
  );
}

describe('releases of the remotes, heard on the live stream', () => {
  it('offers the new build on the open screen of the released remote, and loads it there', async () => {
    signIn('Team');
    renderShell('/admin/pending-order');
    expect(await screen.findByText(`pending-order from mf_queues ${V1}`)).toBeInTheDocument();

    remotes = [entryOf('mf-queues', V2), entryOf('mf-order-detail', null)];
    await released('mf-queues', 'publish', V2);

    expect(await screen.findByText('A new version of Queues is available')).toBeInTheDocument();
    expect(screen.getByText(`pending-order from mf_queues ${V1}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load the new version' }));
    expect(await screen.findByText(`pending-order from mf_queues ${V2}`)).toBeInTheDocument();
    expect(screen.queryByText('A new version of Queues is available')).not.toBeInTheDocument();
    // The shell around it stayed: the same signed-in member, no second stream.
    expect(screen.getByRole('button', { name: /Welcome, Tess Team/ })).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('loads the new build of a remote with no screen open the next time one opens', async () => {
    signIn('Team');
    renderShell('/admin/pending-order');
    expect(await screen.findByText(`pending-order from mf_queues ${V1}`)).toBeInTheDocument();

    remotes = [entryOf('mf-queues', V1), entryOf('mf-order-detail', V2)];
    await released('mf-order-detail', 'promote', V2);
    await waitFor(() => expect(server.calls('GET remotes')).toHaveLength(2));
    expect(screen.queryByText(/A new version of/)).not.toBeInTheDocument();

    act(() => navigate('/admin/view-order/MTAwMDAx'));
    expect(await screen.findByText(`view-order/:orderId from mf_order_detail ${V2}`)).toBeInTheDocument();
    expect(screen.queryByText(/A new version of/)).not.toBeInTheDocument();
  });

  it('tells Admins when a canary rolled itself back, and only them', async () => {
    signIn('Admin');
    const { unmount } = renderShell('/admin/pending-order');
    expect(await screen.findByText(`pending-order from mf_queues ${V1}`)).toBeInTheDocument();
    await released('mf-queues', 'auto-rollback', V1);
    expect(
      await screen.findByText('The Queues canary was rolled back: too many members saw it fail.'),
    ).toBeInTheDocument();
    unmount();
    server.restore();
    events.mockClear();

    signIn('Manager');
    renderShell('/admin/pending-order');
    expect(await screen.findByText(`pending-order from mf_queues ${V1}`)).toBeInTheDocument();
    await released('mf-queues', 'auto-rollback', V1);
    await waitFor(() => expect(server.calls('GET remotes').length).toBeGreaterThanOrEqual(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/canary was rolled back/)).not.toBeInTheDocument();
  });
});
