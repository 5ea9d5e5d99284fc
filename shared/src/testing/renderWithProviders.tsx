import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { DataProvider } from '@earrival/shared/query';
import { createQueryClient } from '@earrival/shared/query';
import { Toasts } from '@earrival/shared/toast';

export interface RenderOptions {
  /** The address the screen opens at. */
  path?: string;
  /** A route pattern to mount the screen under, e.g. '/admin/view-order/:orderId' (for useParams). */
  route?: string;
  /** Defaults to a fresh client, so no test sees another's cache. */
  client?: QueryClient;
  /** Extra elements beside the screen, e.g. a location probe. */
  beside?: ReactNode;
}

/** A screen with what the shell gives it in the page: router, one query cache, the toast container. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? createQueryClient();
  const path = options.path ?? '/';
  const screen = options.route ? (
    <Routes>
      <Route path={options.route} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Toasts autoClose={false} />
      <DataProvider client={client}>
        {screen}
        {options.beside}
      </DataProvider>
    </MemoryRouter>,
  );
  return { ...result, client };
}
