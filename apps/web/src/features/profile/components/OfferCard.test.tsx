// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOfferImage } from '@spona/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildOffer } from '../../../test/arrangementFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { OfferCard } from './OfferCard';

const image = (id: number, description: string | null = null): TOfferImage => ({
  id,
  offer_id: 3,
  url: `/assets/images/offer-${id}.webp`,
  thumbnail_url: `/assets/images/offer-${id}-thumb.webp`,
  description,
  position: id - 1,
});

describe('OfferCard (issue 18)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows a service's price once, not again as its compensation", () => {
    renderWithProviders(<OfferCard offer={buildOffer({ price: 150 })} />);
    const card = screen.getByRole('article', { name: 'Instagram story' });
    expect(within(card).getAllByText(/150/)).toHaveLength(1);
    expect(within(card).queryByText(/Compensation/)).toBeNull();
  });

  it("keeps an offer's compensation when it says more than the price", () => {
    renderWithProviders(
      <OfferCard
        offer={buildOffer({
          type: 'ADVERTISER_OFFER',
          price: 300,
          compensation: { kind: 'MONEY', amount: 100, show_amount: true },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Instagram story' });
    expect(within(card).getByText('Compensation: €100')).toBeTruthy();
    expect(within(card).getByText('€300')).toBeTruthy();
  });

  it('leads with the first picture, shows four more with a count of the rest, and opens them all', async () => {
    const images = [image(1, 'Beach in Makarska'), ...[2, 3, 4, 5, 6, 7].map((id) => image(id))];
    renderWithProviders(<OfferCard offer={buildOffer({ images })} />);
    const card = screen.getByRole('article', { name: 'Instagram story' });
    const buttons = within(card).getAllByRole('button', { name: /^Open the image/ });
    expect(buttons).toHaveLength(5);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Open the image: Beach in Makarska');
    expect(within(buttons[0]!).getByRole('img').getAttribute('alt')).toBe('Beach in Makarska');
    // Without a description, the alt text names the offer and the picture's place.
    expect(within(buttons[1]!).getByRole('img').getAttribute('alt')).toBe('Instagram story, image 2');
    expect(within(card).getByText('+2')).toBeTruthy();

    fireEvent.click(buttons[4]!);
    const dialog = await screen.findByRole('dialog', { name: 'Instagram story, image 5' });
    expect(within(dialog).getByText('5 / 7')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/assets/images/offer-5.webp');

    // The lightbox's code loads on this first click; closing still gives the focus back.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(buttons[4]));
  });
});
