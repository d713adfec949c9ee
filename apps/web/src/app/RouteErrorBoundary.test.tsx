// @vitest-environment jsdom
import '../test/setupDom';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/renderApp';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('the route error boundary (SPEC §2 /error)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error content in place of a failing page, and the next page again', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <nav>navbar</nav>
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            </>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>Fine page</h1> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('button', { name: /refresh/i })).toBeDefined();
    expect(screen.getByText('navbar')).toBeDefined();
    expect(console.error).toHaveBeenCalledWith('A page failed', expect.any(Error), expect.anything());

    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /refresh/i })).toBeNull();
  });
});
