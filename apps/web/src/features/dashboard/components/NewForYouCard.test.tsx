// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TSavedSearch } from '@spona/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { renderWithProviders } from '../../../test/renderApp';
import { NewForYouCard } from './NewForYouCard';

const savedSearch = (id: number, name: string | null, text: string): TSavedSearch => ({
  id,
  kind: 'offers',
  name,
  filters: { text },
  alerts: true,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('NewForYouCard', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('says how to get new matches while there are none', async () => {
    standInApi({
      'GET saved-searches/new': () => ({ offers: [], creators: [] }),
      'GET saved-searches': () => ({ data: [] }),
    });
    renderWithProviders(<NewForYouCard />);
    expect((await screen.findByTestId('new-for-you-empty')).textContent).toBe(
      'Save a search to hear about new offers and creators that match it.',
    );
  });

  it('lists the saved searches and deletes one', async () => {
    let searches = [savedSearch(1, 'Summer', 'summer'), savedSearch(2, null, 'shoes')];
    const api = standInApi({
      'GET saved-searches/new': () => ({ offers: [], creators: [] }),
      'GET saved-searches': () => ({ data: searches }),
      'DELETE saved-searches/:id': (_request, { id }) => {
        searches = searches.filter((s) => s.id !== Number(id));
        return { success: true };
      },
    });
    renderWithProviders(<NewForYouCard />);
    expect(await screen.findByText('Offers: Summer')).toBeTruthy();
    expect(screen.getByText('Offers: “shoes”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the saved search Summer' }));
    await waitFor(() => expect(screen.queryByText('Offers: Summer')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === 'saved-searches/1')).toBe(true);
  });
});
