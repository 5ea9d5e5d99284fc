import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteScreen } from './RemoteScreen';
import type { loadRemoteModule } from './registry';
import { RemoteSkewError } from '@earrival/shared/compatibility';

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
