// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, within } from '@testing-library/react';
import type { TOffer } from '@spona/contracts';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildOffer } from '../../../test/arrangementFixture';
import { buildPublicData } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { OfferResult } from './OfferResult';

// The country names as the English public data answers them.
const locations = buildPublicData().locations.map((location) => ({ ...location, name: location.name_en }));
const OPEN_TARGETING: TOffer['targeting'] = buildOffer().targeting;

function showOffer(overrides: Partial<TOffer> = {}) {
  renderWithProviders(
    <MemoryRouter>
      <ul>
        <OfferResult offer={buildOffer(overrides)} locations={locations} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('offer-result');
}

const priceOf = (card: HTMLElement) => within(card).getByTestId('offer-price').textContent;

describe('OfferResult (issue 18)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the first gallery image, the title, type and price, and links the owner', () => {
    const card = showOffer({
      price: 150,
      images: [
        {
          id: 7,
          offer_id: 3,
          url: '/assets/images/a.webp',
          thumbnail_url: '/assets/images/a-thumb.webp',
          description: 'A story on Instagram',
          position: 0,
        },
        {
          id: 8,
          offer_id: 3,
          url: '/assets/images/b.webp',
          thumbnail_url: '/assets/images/b-thumb.webp',
          description: null,
          position: 1,
        },
      ],
    });
    const image = within(card).getByRole('img', { name: 'A story on Instagram' });
    expect(image.getAttribute('src')).toBe('/assets/images/a-thumb.webp');
    expect(within(card).getByRole('heading', { level: 2, name: 'Instagram story' })).toBeDefined();
    expect(card.textContent).toContain('Influencer service');
    expect(priceOf(card)).toBe('€150');
    const owner = within(card).getByRole('link', { name: 'Ana Horvat' });
    expect(owner.getAttribute('href')).toBe('/creator/12');
  });

  it('shows a picture of its type when the offer has no image', () => {
    const card = showOffer({ images: [] });
    expect(within(card).getByTestId('offer-placeholder')).toBeDefined();
    expect(within(card).queryByTestId('offer-image')).toBeNull();
  });

  it('says "as agreed" without a price or giveaway', () => {
    expect(priceOf(showOffer({ price: null, compensation: null }))).toBe('As agreed');
  });

  it('names a giveaway and what it is', () => {
    const card = showOffer({
      price: null,
      compensation: { kind: 'GIVEAWAY', description: 'A skincare set' },
    });
    expect(priceOf(card)).toBe('Giveaway');
    expect(card.textContent).toContain('A skincare set');
  });

  it('says who the offer is for in one line: gender, place, followers', () => {
    const card = showOffer({
      targeting: {
        ...OPEN_TARGETING,
        gender: 'FEMALE',
        location_id: 1,
        followers_from: 10000,
        followers_to: 50000,
      },
    });
    expect(within(card).getByTestId('offer-targeting').textContent).toBe(
      'Women · Croatia · 10K–50K followers',
    );
  });

  it('prefers the city to the country, in Croatian', async () => {
    await i18n.changeLanguage('hr');
    const card = showOffer({
      targeting: { ...OPEN_TARGETING, gender: 'ANY', location_id: 1, city: 'Split', followers_from: 5000 },
    });
    expect(within(card).getByTestId('offer-targeting').textContent).toBe('Split · od 5\u00a0tis. pratitelja');
    expect(card.textContent).toContain('Usluga influencera');
  });

  it('has no targeting line when the offer is open to everyone', () => {
    const card = showOffer({ targeting: OPEN_TARGETING });
    expect(within(card).queryByTestId('offer-targeting')).toBeNull();
  });
});
