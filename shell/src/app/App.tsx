import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES } from '@earrival/shared';
import { useAuth } from '../features/auth/state/AuthContext';
import { SignInPage } from '../features/auth/components/SignInPage';
import { AdminHome } from '../features/dashboard/AdminHome';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { AdminScreen } from './AdminScreen';
import { useFixedTitle } from './useFixedTitle';
import { VisitorArea } from './VisitorArea';

function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return signedIn ? children : <Navigate to="/" replace />;
}

/** '/' is sign-in, /admin needs a session, every other path belongs to the visitor remote. */
export function App() {
  const { signedIn } = useAuth();
  useFixedTitle();
  return (
    <Routes>
      <Route path="/" element={signedIn ? <Navigate to="/admin" replace /> : <SignInPage />} />
      <Route
        path="/admin"
        element={
          <RequireSignIn>
            <AdminLayout />
          </RequireSignIn>
        }
      >
        <Route index element={<AdminHome />} />
        {ADMIN_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<AdminScreen route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<VisitorArea />} />
    </Routes>
  );
}
