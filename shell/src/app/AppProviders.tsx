import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { Toasts } from '@earrival/shared/toast';
import { AuthProvider } from '../features/auth/state/AuthContext';
import { ClearErrorToastsOnNavigation } from './ClearErrorToastsOnNavigation';

/**
 * Router, the page's single toast container (remotes share it; a new page closes its error toasts) and
 * auth. The query cache is not here: the signed-in and visitor areas bring it, so the sign-in page loads
 * without it. `serverPath`: the address a page is rendered for on the server (the build's prerendered
 * sign-in page); the browser's own history otherwise.
 */
export function AppProviders({ children, serverPath }: { children: ReactNode; serverPath?: string }) {
  const content = (
    <>
      <Toasts />
      <ClearErrorToastsOnNavigation />
      <AuthProvider>{children}</AuthProvider>
    </>
  );
  return serverPath === undefined ? (
    <BrowserRouter>{content}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[serverPath]}>{content}</MemoryRouter>
  );
}
