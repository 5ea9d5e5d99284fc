import '../testing/polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { installFakeApi, ok, type FakeApi, type FakeReply } from '@earrival/shared/testing';
import { RemoteScreen } from './RemoteScreen';
import type { loadRemoteModule } from './registry';
import { forgetRegistry, refreshRegistry, type RemoteRelease } from './registryStore';
import { RemoteSkewError } from '@earrival/shared/compatibility';
import { DEMO_USERS, storeSession } from '../testing/tokens';

const ref = { remote: 'mf_queues', module: './QueueScreen' } as const;

function loaderOf(...outcomes: (ComponentType<{ text: string }> | Error)[]) {
  const calls: boolean[] = [];
  const load = (async (_ref: unknown, retry: boolean) => {
    calls.push(retry);
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    if (outcome instanceof Error) throw outcome;
    return { default: outcome };
  }) as unknown as typeof loadRemoteModule;
  return { load, calls };
}

const Hello = ({ text }: { text: string }) => <p>{text}</p>;

describe('RemoteScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote component with the props the shell passes', async () => {
    const { load } = loaderOf(Hello);
    render(<RemoteScreen module={ref} label="Queues" props={{ text: 'from the remote' }} load={load} />);
    expect(await screen.findByText('from the remote')).toBeInTheDocument();
  });

  it('shows a clear message and Retry when the remote cannot be loaded, and loads it again on Retry', async () => {
    const { load, calls } = loaderOf(new Error('Failed to fetch mf-manifest.json'), Hello);
    render(<RemoteScreen module={ref} label="Queues" props={{ text: 'back again' }} load={load} />);
    expect(await screen.findByText('Queues is not available right now')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch mf-manifest.json')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(calls).toEqual([false, true]);
  });

  it('names a remote built for another version and the fix, with no Retry', async () => {
    const message =
      'Queues was built for @earrival/shared 1.x; this back-office runs 2.0.0. Redeploy mf-queues.';
    const { load } = loaderOf(new RemoteSkewError({ label: 'Queues', folder: 'mf-queues' }, message));
    render(<RemoteScreen module={ref} label="Queues" props={{ text: 'never' }} load={load} />);
    expect(await screen.findByText('Queues needs to be redeployed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/try again/)).not.toBeInTheDocument();
  });

  it('catches a remote that throws while rendering and recovers on Retry', async () => {
    let broken = true;
    const Flaky = ({ text }: { text: string }) => {
      if (broken) throw new Error('remote bug');
      return <p>{text}</p>;
    };
    const { load } = loaderOf(Flaky);
    render(<RemoteScreen module={ref} label="Queues" props={{ text: 'recovered' }} load={load} />);
    expect(await screen.findByText('Queues is not available right now')).toBeInTheDocument();
    expect(screen.getByText('remote bug')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });
});

/*
 * Releases: the member's registry is the network fake's GET /api/remotes; the loader stands in for the
 * federation runtime (registry.test.ts runs the real one) and serves the module of the release it is asked for.
 */
const V1 = '1.0.0-aaaaaaaaaaaa';
const V2 = '1.0.1-bbbbbbbbbbbb';
const queuesAt = (releaseId: string | null) => ({
  name: 'mf_queues',
  app: 'mf-queues',
  entry: releaseId ? `/releases/mf-queues/${releaseId}/mf-manifest.json` : '/mf-queues/mf-manifest.json',
  releaseId,
  version: releaseId?.split('-')[0] ?? null,
  canary: false,
  reportKey: releaseId ? `key-of-${releaseId}` : null,
});
const detailAt = (releaseId: string | null) => ({
  ...queuesAt(releaseId),
  name: 'mf_order_detail',
  app: 'mf-order-detail',
  entry: releaseId
    ? `/releases/mf-order-detail/${releaseId}/mf-manifest.json`
    : '/mf-order-detail/mf-manifest.json',
});

type Outcome = Record<string, unknown> | Error;

/** A loader serving, per remote and release ('built-in' for none), a module or a failure. */
function releaseLoader(modules: Record<string, Record<string, Outcome>>) {
  const asked: string[] = [];
  const load = (async (ref: { remote: string }, _retry: boolean, release?: RemoteRelease) => {
    const releaseId = release?.releaseId ?? 'built-in';
    asked.push(`${ref.remote}@${releaseId}`);
    const outcome = modules[ref.remote]?.[releaseId];
    if (!outcome) throw new Error(`no build ${releaseId} of ${ref.remote}`);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }) as unknown as typeof loadRemoteModule;
  return { load, asked };
}

const detailRef = { remote: 'mf_order_detail', module: './OrderDetail' } as const;
const QueueV1 = () => <p>Queue screen, first build</p>;
const QueueV2 = () => <p>Queue screen, second build</p>;

/** A screen of another remote with state of its own, to see it is left alone. */
function Detail() {
  const [note, setNote] = useState('');
  return (
    <label>
      Note <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  );
}

describe('RemoteScreen and the releases of its remote', () => {
  let server: FakeApi;
  let remotes: unknown[];
  beforeEach(() => {
    localStorage.clear();
    forgetRegistry();
    storeSession(DEMO_USERS.Team);
    remotes = [queuesAt(V1), detailAt(null)];
    server = installFakeApi({
      'GET remotes': () => ok({ remotes }),
      'POST admin/client-errors': ok({ rolledBack: false }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  const reports = () => server.calls('POST admin/client-errors').map((request) => request.body);

  it('offers the new version above an open screen whose remote changed, and loads it for that screen alone', async () => {
    const { load, asked } = releaseLoader({
      mf_queues: { [V1]: { default: QueueV1 }, [V2]: { default: QueueV2, BUILD_VERSION: '1.0.1' } },
      mf_order_detail: { 'built-in': { default: Detail } },
    });
    render(
      <>
        <RemoteScreen module={ref} label="Queues" props={{}} load={load} />
        <RemoteScreen module={detailRef} label="Order detail" props={{}} load={load} />
      </>,
    );
    expect(await screen.findByText('Queue screen, first build')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Note'), 'call back at 5');
    expect(screen.queryByText('A new version of Queues is available')).not.toBeInTheDocument();

    remotes = [queuesAt(V2), detailAt(null)];
    await act(() => refreshRegistry());

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('A new version of Queues is available');
    expect(screen.getByText('A new version of Queues is available')).toBeInTheDocument();
    // The open screen keeps running the build it has until asked; the other remote says nothing.
    expect(screen.getByText('Queue screen, first build')).toBeInTheDocument();
    expect(screen.queryByText(/A new version of Order detail/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load the new version' }));
    expect(await screen.findByText('Queue screen, second build')).toBeInTheDocument();
    expect(screen.queryByText('Queue screen, first build')).not.toBeInTheDocument();
    expect(screen.queryByText('A new version of Queues is available')).not.toBeInTheDocument();
    expect(screen.getByText('Queues 1.0.1')).toHaveAttribute('data-release', V2);
    // The other screen was not remounted: what the member typed is still there.
    expect(screen.getByLabelText('Note')).toHaveValue('call back at 5');
    expect(asked).toEqual([`mf_queues@${V1}`, 'mf_order_detail@built-in', `mf_queues@${V2}`]);
  });

  it('a screen opened after the release loads the new build, with no banner', async () => {
    const { load, asked } = releaseLoader({
      mf_queues: { [V1]: { default: QueueV1 } },
      mf_order_detail: { 'built-in': { default: Detail }, [V2]: { default: () => <p>Detail, new build</p> } },
    });
    const { rerender } = render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queue screen, first build')).toBeInTheDocument();

    remotes = [queuesAt(V1), detailAt(V2)];
    await act(() => refreshRegistry());
    expect(screen.queryByText(/A new version of/)).not.toBeInTheDocument();

    rerender(<RemoteScreen module={detailRef} label="Order detail" props={{}} load={load} />);
    expect(await screen.findByText('Detail, new build')).toBeInTheDocument();
    expect(screen.queryByText(/A new version of/)).not.toBeInTheDocument();
    expect(asked).toEqual([`mf_queues@${V1}`, `mf_order_detail@${V2}`]);
  });

  it('a rollback is a change of entry too: back to the built-in build', async () => {
    const { load } = releaseLoader({
      mf_queues: { [V1]: { default: QueueV1 }, 'built-in': { default: QueueV2, BUILD_VERSION: '0.1.0' } },
    });
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queue screen, first build')).toBeInTheDocument();
    remotes = [queuesAt(null), detailAt(null)];
    await act(() => refreshRegistry());
    await userEvent.click(await screen.findByRole('button', { name: 'Load the new version' }));
    expect(await screen.findByText('Queue screen, second build')).toBeInTheDocument();
    expect(screen.getByText('Queues 0.1.0')).toHaveAttribute('data-release', 'built-in');
  });

  it('shows below the screen the version its build reports, with the release', async () => {
    const { load } = releaseLoader({ mf_queues: { [V1]: { default: QueueV1, BUILD_VERSION: '1.0.0' } } });
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    const line = await screen.findByText('Queues 1.0.0');
    expect(line).toHaveAttribute('data-release', V1);
    expect(line.title).toContain(V1);
    expect(line).toHaveClass('small', 'text-muted', 'text-end');
  });

  it('falls back to the registry version, and shows no line when nothing says one', async () => {
    const withoutOwn = releaseLoader({ mf_queues: { [V1]: { default: QueueV1 } } });
    const { unmount } = render(
      <RemoteScreen module={ref} label="Queues" props={{}} load={withoutOwn.load} />,
    );
    expect(await screen.findByText('Queues 1.0.0')).toHaveAttribute('data-release', V1);
    unmount();

    remotes = [queuesAt(null), detailAt(null)];
    await refreshRegistry();
    const builtIn = releaseLoader({ mf_queues: { 'built-in': { default: QueueV1 } } });
    const { container } = render(<RemoteScreen module={ref} label="Queues" props={{}} load={builtIn.load} />);
    expect(await screen.findByText('Queue screen, first build')).toBeInTheDocument();
    expect(container.querySelector('[data-release]')).toBeNull();
  });

  it('reports a screen that throws while rendering once, with its release', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    const { load } = releaseLoader({ mf_queues: { [V1]: { default: Broken } } });
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queues is not available right now')).toBeInTheDocument();
    await waitFor(() => expect(reports()).toHaveLength(1));
    // With the registry's key for the release: the proof that the server served it to this session.
    expect(reports()[0]).toEqual({
      app: 'mf-queues',
      releaseId: V1,
      reportKey: `key-of-${V1}`,
      kind: 'render',
      message: 'remote bug',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote bug')).toBeInTheDocument();
    expect(reports()).toHaveLength(1);
  });

  it('reports a remote that cannot be loaded once, and a refused report changes nothing', async () => {
    server.on('POST admin/client-errors', [
      429,
      { status: 0, message: 'Too many error reports.', data: null },
    ] as FakeReply);
    const { load } = releaseLoader({ mf_queues: { [V1]: new Error('Failed to fetch mf-manifest.json') } });
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queues is not available right now')).toBeInTheDocument();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      app: 'mf-queues',
      releaseId: V1,
      reportKey: `key-of-${V1}`,
      kind: 'load',
      message: 'Failed to fetch mf-manifest.json',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to fetch mf-manifest.json')).toBeInTheDocument();
    expect(screen.queryByText('Too many error reports.')).not.toBeInTheDocument();
    expect(reports()).toHaveLength(1);
  });

  it('reports a build refused for another version as a load failure of the built-in build', async () => {
    remotes = [queuesAt(null), detailAt(null)];
    const skew = new RemoteSkewError({ label: 'Queues', folder: 'mf-queues' }, 'Redeploy mf-queues.');
    const { load } = releaseLoader({ mf_queues: { 'built-in': skew } });
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queues needs to be redeployed')).toBeInTheDocument();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ app: 'mf-queues', releaseId: null, kind: 'load' });
    // The built-in build has no key: nothing to prove, and it is no canary.
    expect(reports()[0]).not.toHaveProperty('reportKey');
  });

  it('reports nothing before sign-in (the public registry, the visitor pages)', async () => {
    localStorage.clear();
    const publicRegistry = { remotes: [{ name: 'mf_queues', entry: '/mf-queues/mf-manifest.json' }] };
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => publicRegistry,
    })) as unknown as typeof fetch;
    const { load, asked } = releaseLoader({});
    render(<RemoteScreen module={ref} label="Queues" props={{}} load={load} />);
    expect(await screen.findByText('Queues is not available right now')).toBeInTheDocument();
    expect(asked).toEqual(['mf_queues@built-in']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reports()).toHaveLength(0);
    expect(server.calls('GET remotes')).toHaveLength(0);
    delete (global as { fetch?: unknown }).fetch;
  });
});
