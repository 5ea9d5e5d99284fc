import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DataProvider, TOAST_SETTINGS, ToastContainer } from '@earrival/shared';
import { AuthProvider } from '../features/auth/state/AuthContext';

/** Router, the page's single toast container and query cache (remotes share both), and auth. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ToastContainer {...TOAST_SETTINGS} />
      <DataProvider>
        <AuthProvider>{children}</AuthProvider>
      </DataProvider>
    </BrowserRouter>
  );
}
