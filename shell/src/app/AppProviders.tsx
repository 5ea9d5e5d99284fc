import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toasts } from '@earrival/shared/toast';
import { AuthProvider } from '../features/auth/state/AuthContext';

/**
 * Router, the page's single toast container (remotes share it) and auth. The query cache is not here:
 * the signed-in and visitor areas bring it, so the sign-in page loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <Toasts />
      <AuthProvider>{children}</AuthProvider>
    </BrowserRouter>
  );
}
