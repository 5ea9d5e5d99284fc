import { useEffect, useState, type ComponentType } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { RemoteModuleRef } from '@earrival/shared/routes';
import { loadRemoteModule } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: Error };

export interface RemoteScreenProps<P> {
  module: RemoteModuleRef;
  /** Shown in the failure message, e.g. "Queues". */
  label: string;
  props: P;
  /** Injected by tests; production uses the Module Federation runtime. */
  load?: typeof loadRemoteModule;
}

/** Loads a remote's exposed component at run time and renders it inside an error boundary with Retry. */
export function RemoteScreen<P extends object>({
  module,
  label,
  props,
  load = loadRemoteModule,
}: RemoteScreenProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const { remote, module: exposed } = module;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load<{ default: ComponentType<P> }>({ remote, module: exposed }, attempt > 0).then(
      (loaded) => current && setState({ status: 'ready', Component: loaded.default }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, attempt, load]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') {
    return (
      <div className="d-flex align-items-center gap-2 p-4 text-muted" role="status">
        <Spinner animation="border" size="sm" /> Loading {label}…
      </div>
    );
  }
  if (state.status === 'failed')
    return <RemoteUnavailable label={label} error={state.error} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteBoundary key={attempt} label={label} onRetry={retry}>
      <Component {...props} />
    </RemoteBoundary>
  );
}
