import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES, VISITOR_MODULE, currentUser } from '@earrival/shared';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { SignInPage } from '../features/auth/SignInPage';
import { AdminLayout } from '../features/layout/AdminLayout';

const REMOTE_LABELS: Record<string, string> = {
  mf_queues: 'Queues',
  mf_order_detail: 'Order detail',
  mf_admin_settings: 'Settings',
  mf_visitor: 'Visitor pages',
};

/** /admin needs a session; '/' is sign-in; every other path belongs to the visitor remote. */
export function App() {
  const user = currentUser();
  return (
    <Routes>
      <Route path="/" element={<SignInPage />} />
      <Route path="/admin" element={user ? <AdminLayout user={user} /> : <Navigate to="/" replace />}>
        {user &&
          ADMIN_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RemoteScreen
                  key={route.path}
                  module={route}
                  label={REMOTE_LABELS[route.remote] ?? route.remote}
                  props={{ route, user }}
                />
              }
            />
          ))}
        {user && (
          <Route
            index
            element={
              <RemoteScreen
                module={ADMIN_ROUTES.find((r) => r.path === 'recent-order')!}
                label="Queues"
                props={{ route: ADMIN_ROUTES.find((r) => r.path === 'recent-order')!, user }}
              />
            }
          />
        )}
      </Route>
      <Route path="*" element={<RemoteScreen module={VISITOR_MODULE} label="Visitor pages" props={{}} />} />
    </Routes>
  );
}
