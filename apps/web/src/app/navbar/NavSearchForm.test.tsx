// @vitest-environment jsdom
import '../../test/setupDom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SEARCH_TRIGGER_DELAY_MS } from '@spona/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/renderApp';
import { NavSearchForm } from './NavSearchForm';

function renderForm(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NavSearchForm /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, url };
}

describe('the navbar search form (SPEC §2)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('searches creators by default, with the URL state of the search page', async () => {
    const { url } = renderForm('/dashboard');
    expect((screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement).value).toBe('creators');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search text' }), {
      target: { value: '  Šibenik ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(url()).toBe('/search/creators?query=%C5%A0ibenik&page=1'));
  });

  it('presses the search button SEARCH_TRIGGER_DELAY_MS after the target is switched', async () => {
    const { url } = renderForm('/search/creators?query=ana&page=1&categories=3');
    const text = screen.getByRole('searchbox', { name: 'Search text' });
    expect((text as HTMLInputElement).value).toBe('ana');

    const switchedAt = Date.now();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search in' }), { target: { value: 'offers' } });
    expect(url()).toBe('/search/creators?query=ana&page=1&categories=3');
    await waitFor(() => expect(url()).toBe('/search/offers?query=ana&page=1'));
    expect(Date.now() - switchedAt).toBeGreaterThanOrEqual(SEARCH_TRIGGER_DELAY_MS - 5);
  });

  it("follows the search page's target and text when they change", async () => {
    const { router } = renderForm('/search/creators?query=ana&page=1');
    await act(() => router.navigate('/search/offers?query=kava&page=1'));
    expect((screen.getByRole('searchbox', { name: 'Search text' }) as HTMLInputElement).value).toBe('kava');
    expect((screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement).value).toBe('offers');
  });
});
