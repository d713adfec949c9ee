// @vitest-environment jsdom
import '../test/setupDom';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppScrollRestoration, scrollKeyOf } from './AppScrollRestoration';

describe('scroll keys (SPEC §2)', () => {
  it('keys the first entry of a page load by its URL, so another page loaded first never lends it its position', () => {
    expect(scrollKeyOf({ key: 'default', pathname: '/search/offers', search: '?page=1' })).toBe(
      '/search/offers?page=1',
    );
    expect(scrollKeyOf({ key: 'default', pathname: '/search/creators', search: '?query=zagreb' })).not.toBe(
      scrollKeyOf({ key: 'default', pathname: '/search/offers', search: '?page=1' }),
    );
  });

  it('keys later entries by their history key, so going back restores that visit', () => {
    expect(scrollKeyOf({ key: 'x8k2l1', pathname: '/search/offers', search: '' })).toBe('x8k2l1');
  });
});

function Layout() {
  return (
    <>
      <AppScrollRestoration />
      <Outlet />
    </>
  );
}

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <p>a</p> },
          { path: '/b', element: <p id="part">b</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The user scrolls the window to `y`. */
function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollTo = vi.mocked(window.scrollTo);

describe('scroll restoration (SPEC §2)', () => {
  beforeEach(() => {
    scrollTo.mockClear();
    scrollWindowTo(0);
  });

  it('opens a new page at the top and a page gone back to where it was left', async () => {
    const router = renderRoutes('/a');
    scrollWindowTo(640);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(90);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('keeps the position when only the query of the page changes (filters, infinite scroll)', async () => {
    const router = renderRoutes('/a?page=1');
    scrollWindowTo(1200);
    scrollTo.mockClear();
    await act(() => router.navigate('/a?page=2', { replace: true }));
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at the element its hash names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderRoutes('/a');
    scrollTo.mockClear();
    await act(() => router.navigate('/b#part'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions across a reload of the tab', async () => {
    const router = renderRoutes('/a');
    await act(() => router.navigate('/b'));
    scrollWindowTo(333);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('spona.scrollPositions') ?? '[]') as [string, number][];
    expect(stored).toContainEqual([router.state.location.key, 333]);
  });
});
