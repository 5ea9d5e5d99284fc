import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { sessionClaims } from '../auth/sessionStore';
import { ADMIN_ROUTES, type AdminScreenProps, type RemoteName } from '../routes';
import { DataProvider } from '../data/DataProvider';
import { TOAST_SETTINGS } from './toast';

export interface StandaloneHarnessProps {
  remote: RemoteName;
  /** The remote's exposed modules by name, e.g. { './QueueScreen': QueueScreen }. */
  modules: Record<string, ComponentType<AdminScreenProps>>;
}

/**
 * Lets a team run its remote on its own dev server (npm run dev -w <remote>) with the real API and
 * the session of the same origin, mounted at the same /admin paths as in the shell.
 */
export function StandaloneHarness({ remote, modules }: StandaloneHarnessProps) {
  const user = sessionClaims();
  const routes = ADMIN_ROUTES.filter((route) => route.remote === remote);
  return (
    <BrowserRouter>
      <ToastContainer {...TOAST_SETTINGS} />
      <DataProvider>
        <div className="container-fluid py-3">
          <nav className="mb-3 d-flex flex-wrap gap-3 small">
            <strong>{remote} (standalone)</strong>
            {routes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} to={`/admin/${route.path}`}>
                  {route.title}
                </Link>
              ))}
          </nav>
          {!user && (
            <p className="alert alert-warning">
              Not signed in: sign in through the shell on this origin first.
            </p>
          )}
          <Routes>
            {user &&
              routes.map((route) => {
                const Screen = modules[route.module];
                return Screen ? (
                  <Route
                    key={route.path}
                    path={`/admin/${route.path}`}
                    element={<Screen route={route} user={user} />}
                  />
                ) : null;
              })}
          </Routes>
        </div>
      </DataProvider>
    </BrowserRouter>
  );
}
