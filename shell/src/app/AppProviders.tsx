import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_SETTINGS } from '@earrival/shared';
import { AuthProvider } from '../features/auth/state/AuthContext';

/** Router, the page's single toast container (remotes reach it through shared's notify) and auth. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ToastContainer {...TOAST_SETTINGS} />
      <AuthProvider>{children}</AuthProvider>
    </BrowserRouter>
  );
}
