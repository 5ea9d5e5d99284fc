import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { sessionClaims } from '@earrival/shared/auth';
import { ADMIN_ROUTES, type AdminScreenProps, type RemoteName } from '@earrival/shared/routes';
import { DataProvider } from '@earrival/shared/query';
import { Toasts } from '@earrival/shared/toast';

export interface StandaloneHarnessProps {
  remote: RemoteName;
  /** Loads one exposed module by its name in the app manifest, e.g. './QueueScreen'. */
  load: (module: string) => Promise<{ default: ComponentType<AdminScreenProps> }>;
}

/**
 * Lets a team run its remote on its own dev server (npm run dev -w <remote>) with the real API and
 * the session of the same origin, mounted at the same /admin paths as in the shell. Development only:
 * it is not part of the package's main entry, and remotes import it only outside production builds.
 */
export function StandaloneHarness({ remote, load }: StandaloneHarnessProps) {
  const user = sessionClaims();
  const routes = ADMIN_ROUTES.filter((route) => route.remote === remote);
  const screens = useMemo(() => {
    const byModule = new Map<string, ComponentType<AdminScreenProps>>();
    for (const route of ADMIN_ROUTES) {
      if (route.remote === remote && !byModule.has(route.module)) {
        byModule.set(
          route.module,
          lazy(() => load(route.module)),
        );
      }
    }
    return byModule;
  }, [remote, load]);
  return (
    <BrowserRouter>
      <Toasts />
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
          <Suspense fallback={null}>
            <Routes>
              {user &&
                routes.map((route) => {
                  const Screen = screens.get(route.module);
                  return Screen ? (
                    <Route
                      key={route.path}
                      path={`/admin/${route.path}`}
                      element={<Screen route={route} user={user} />}
                    />
                  ) : null;
                })}
            </Routes>
          </Suspense>
        </div>
      </DataProvider>
    </BrowserRouter>
  );
}
