import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { RemoteModuleRef } from '@earrival/shared/routes';
import { loadRemoteModule } from './registry';
import { readRegistry, useRemoteRelease, type RemoteRelease } from './registryStore';
import { reportRemoteError } from './reportRemoteError';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { BuildLine, NewVersionBanner } from './ReleaseNotices';

/** What an exposed module of a remote offers: the screen, and the version its build reports. */
interface RemoteExports<P> {
  default: ComponentType<P>;
  BUILD_VERSION?: unknown;
}

type LoadState<P> =
  | { status: 'loading' }
  | {
      status: 'ready';
      Component: ComponentType<P>;
      /** The registry's entry the screen was loaded from; null when the registry could not be read. */
      release: RemoteRelease | null;
      /** The version the remote's own code reports (its BUILD_VERSION), else the registry's. */
      version: string | null;
    }
  | { status: 'failed'; error: Error };

export interface RemoteScreenProps<P> {
  module: RemoteModuleRef;
  /** Shown in the failure message, e.g. "Queues". */
  label: string;
  props: P;
  /** Injected by tests; production uses the Module Federation runtime. */
  load?: typeof loadRemoteModule;
  /** The small line naming the build below the screen (staff screens; not the customers' pages). */
  showBuild?: boolean;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function versionOf(loaded: { BUILD_VERSION?: unknown }, release: RemoteRelease | null): string | null {
  const own = loaded.BUILD_VERSION;
  if (typeof own === 'string' && own.trim()) return own.trim();
  return release?.version ?? null;
}

/**
 * Loads a remote's exposed component at run time from the entry the registry names for it, and renders it
 * inside an error boundary with Retry. When the registry later names another build of the remote (a
 * release, a rollback), the screen says so and loads it on request; a failure is reported to the server.
 */
export function RemoteScreen<P extends object>({
  module,
  label,
  props,
  load = loadRemoteModule,
  showBuild = true,
}: RemoteScreenProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const { remote, module: exposed } = module;
  const current = useRemoteRelease(remote);

  // Each distinct failure is reported once while this screen is mounted, however often Retry meets it,
  // against the build the registry named (without a registry nothing says which build failed).
  const reported = useRef(new Set<string>());
  const report = useCallback(
    (kind: 'load' | 'render', error: Error, release: RemoteRelease | null) => {
      if (!release) return;
      const key = `${kind}:${release.entry}:${error.message}`;
      if (reported.current.has(key)) return;
      reported.current.add(key);
      reportRemoteError({ remote, releaseId: release.releaseId, reportKey: release.reportKey, kind, error });
    },
    [remote],
  );

  useEffect(() => {
    let mounted = true;
    setState({ status: 'loading' });
    void (async () => {
      const release = await readRegistry().then(
        (registry) => registry.get(remote) ?? null,
        () => null, // the loader says why it cannot load without it
      );
      try {
        const loaded = await load<RemoteExports<P>>(
          { remote, module: exposed },
          attempt > 0,
          release ?? undefined,
        );
        if (mounted)
          setState({
            status: 'ready',
            Component: loaded.default,
            release,
            version: versionOf(loaded, release),
          });
      } catch (caught) {
        if (!mounted) return;
        const error = toError(caught);
        report('load', error, release);
        setState({ status: 'failed', error });
      }
    })();
    return () => {
      mounted = false;
    };
  }, [remote, exposed, attempt, load, report]);

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
  const { Component, release, version } = state;
  const replaced = !!release && !!current && current.entry !== release.entry;
  return (
    <>
      {replaced && <NewVersionBanner label={label} onLoad={retry} />}
      <RemoteBoundary
        key={attempt}
        label={label}
        onRetry={retry}
        onError={(error) => report('render', error, release)}
      >
        <Component {...props} />
      </RemoteBoundary>
      {showBuild && version && <BuildLine label={label} version={version} release={release} />}
    </>
  );
}
