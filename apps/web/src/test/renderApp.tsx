import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { writeAuth } from '../lib/authStorage';

/** A query client that fails fast: no retries in tests. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders the real route table at `path`, with every provider of the app. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders any element inside the app's providers (no router). */
export function renderWithProviders(element: ReactNode) {
  const queryClient = createTestQueryClient();
  return { ...render(<AppProviders queryClient={queryClient}>{element}</AppProviders>), queryClient };
}

/** Stores an auth record as a successful sign-in would. */
export function signInForTest(): void {
  writeAuth({ access_token: 'test-access', refresh_token: 'test-refresh', expires_in: 7 * 24 * 3600 });
}
