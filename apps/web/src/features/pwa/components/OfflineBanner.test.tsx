// @vitest-environment jsdom
import '../../../test/setupDom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/apiClient';
import { i18n } from '../../../lib/i18n';
import { resetNetworkStatusForTests } from '../../../lib/networkStatus';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { OfflineBanner } from './OfflineBanner';

let isNetworkUp = true;
const fetchMock = vi.fn(async () => {
  if (!isNetworkUp) throw new TypeError('Failed to fetch');
  return jsonResponse({ total: 3 });
});

function setBrowserOnline(isOnline: boolean) {
  isNetworkUp = isOnline;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

/** A page that loads something from the API and shows it, or its error. */
function Counter() {
  const query = useQuery({
    queryKey: ['counter'],
    queryFn: () => apiGet<{ total: number }>('statistics/basic'),
  });
  if (query.isError) return <p>failed</p>;
  return <p>{query.data ? `total ${query.data.total}` : 'loading'}</p>;
}

const banner = () => screen.queryByRole('region', { name: 'Connection' });

beforeEach(async () => {
  isNetworkUp = true;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setBrowserOnline(true);
  resetNetworkStatusForTests();
});

describe('OfflineBanner', () => {
  it('tells the user they are offline, and goes when the connection is back', () => {
    renderWithProviders(<OfflineBanner />);
    expect(banner()).toBeNull();
    setBrowserOnline(false);
    expect(banner()?.textContent).toContain('You are offline');
    setBrowserOnline(true);
    expect(banner()).toBeNull();
  });

  it('shows when the API gets no answer although the browser thinks it is online', async () => {
    isNetworkUp = false;
    renderWithProviders(
      <>
        <Counter />
        <OfflineBanner />
      </>,
    );
    await screen.findByText('failed');
    expect(banner()).not.toBeNull();

    // Retrying once the server answers again loads the page and drops the banner.
    isNetworkUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('total 3');
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('loads again what failed while offline, once back online', async () => {
    setBrowserOnline(false);
    renderWithProviders(
      <>
        <Counter />
        <OfflineBanner />
      </>,
    );
    await screen.findByText('failed');
    setBrowserOnline(true);
    await screen.findByText('total 3');
  });
});
