import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '../features/auth/state/AuthContext';
import { SignInPage } from '../features/auth/components/SignInPage';
import { useFixedTitle } from './useFixedTitle';

// Loaded when first needed: the sign-in page ships without the admin frame or the visitor pages.
const AdminArea = lazy(() => import('./AdminArea'));
const VisitorArea = lazy(() => import('./VisitorArea'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));

/** A page whose code loads when first needed: nothing shows while it arrives. */
const later = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return signedIn ? children : <Navigate to="/" replace />;
}

/**
 * '/' is sign-in (with /forgot-password and /reset-password beside it), /admin needs a session, every other
 * path belongs to the visitor remote.
 */
export function App() {
  const { signedIn } = useAuth();
  useFixedTitle();
  return (
    <Routes>
      <Route path="/" element={signedIn ? <Navigate to="/admin" replace /> : <SignInPage />} />
      <Route path="/forgot-password" element={later(<ForgotPasswordPage />)} />
      <Route path="/reset-password" element={later(<ResetPasswordPage />)} />
      <Route path="/admin/*" element={<RequireSignIn>{later(<AdminArea />)}</RequireSignIn>} />
      <Route path="*" element={later(<VisitorArea />)} />
    </Routes>
  );
}
