// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, within } from '@testing-library/react';
import { generatedAvatarUrl, type TCreatorCard } from '@spona/contracts';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildCreatorCard } from '../../../test/creatorCardFixture';
import { buildPublicData } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { CreatorCard } from './CreatorCard';

// The country names as the English public data answers them.
const locations = buildPublicData().locations.map((location) => ({ ...location, name: location.name_en }));

function showCard(overrides: Partial<TCreatorCard> = {}) {
  const result = renderWithProviders(
    <MemoryRouter>
      <ul>
        <CreatorCard creator={buildCreatorCard(overrides)} locations={locations} />
      </ul>
    </MemoryRouter>,
  );
  return { ...result, card: screen.getByTestId('creator-card') };
}

describe('CreatorCard (issue 18)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('is one link to the creator’s profile, with the photo at the top', () => {
    const { card } = showCard({ image_url: '/assets/images/photo.webp' });
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/creator/3');
    expect(within(card).getByTestId('card-photo').getAttribute('src')).toBe('/assets/images/photo.webp');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the generated avatar over the cover when there is no photo', () => {
    const creator = buildCreatorCard({ image_url: null, cover_url: '/assets/images/cover.webp' });
    const { card } = showCard(creator);
    expect(within(card).queryByTestId('card-photo')).toBeNull();
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain('/assets/images/cover.webp');
    expect(sources).toContain(generatedAvatarUrl(creator.id));
  });

  it('shows the place, networks with followers, rating, engagement and the lowest price', () => {
    const { card } = showCard({
      networks: [
        { slug: 'instagram', name: 'Instagram', followers: 12500, verified: true },
        { slug: 'tiktok', name: 'TikTok', followers: 980, verified: false },
      ],
      rating: { average: 4.5, count: 12 },
      price_from: 150,
      featured: true,
    });
    expect(card.textContent).toContain('Zagreb, Croatia');
    const networks = within(card).getByTestId('card-networks');
    expect(within(networks).getByRole('img', { name: 'Instagram' })).toBeDefined();
    expect(networks.textContent).toBe('12.5K980');
    expect(card.textContent).toContain('4.5 (12 ratings)');
    expect(card.textContent).toContain('Engagement 3.5 %');
    expect(within(card).getByTestId('card-price').textContent).toBe('from €150');
    expect(card.textContent).toContain('Featured');
  });

  it('says "od 150 €" in Croatian and leaves the price out when no service has one', async () => {
    await i18n.changeLanguage('hr');
    const { card, unmount } = showCard({ price_from: 150 });
    expect(within(card).getByTestId('card-price').textContent).toBe('od 150\u00a0€');
    unmount();
    const { card: unpriced } = showCard({ price_from: null });
    expect(within(unpriced).queryByTestId('card-price')).toBeNull();
  });
});
