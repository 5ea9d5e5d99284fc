import './polyfills';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataProvider, createQueryClient } from '@earrival/shared/query';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Toasts } from '@earrival/shared/toast';
import { App } from '../app/App';
import { RemoteLoaderContext } from '../app/RemoteLoaderContext';
import { AuthProvider } from '../features/auth/state/AuthContext';

/** Stands in for every remote: a screen that names what it is, so tests see which route mounted. */
function FakeRemoteScreen(props: Partial<AdminScreenProps>) {
  return (
    <div data-testid="remote-screen">{props.route ? `screen:${props.route.path}` : 'visitor-screen'}</div>
  );
}

const fakeLoader = (async () => ({ default: FakeRemoteScreen })) as never;

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * The whole shell as the page renders it, at one path, with in-memory remotes (or the given loader) and a
 * fresh query cache.
 */
export function renderApp(path: string, loader: typeof fakeLoader = fakeLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Toasts autoClose={false} />
      <DataProvider client={createQueryClient()}>
        <RemoteLoaderContext.Provider value={loader}>
          <AuthProvider>
            <App />
            <LocationProbe />
          </AuthProvider>
        </RemoteLoaderContext.Provider>
      </DataProvider>
    </MemoryRouter>,
  );
}
