// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TPortfolioItem } from '@spona/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildPublicData } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { PortfolioTab } from './PortfolioTab';

const item = (overrides: Partial<TPortfolioItem>): TPortfolioItem => ({
  id: 3,
  advertiser_name: 'Brand d.o.o.',
  type: 'BLOG_POST',
  network: null,
  link: 'https://www.blog.example.com/summer',
  description: null,
  show_on_profile: true,
  image_url: null,
  preview: null,
  created_at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('PortfolioTab media (issue 18)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => signInForTest());

  it("shows a link's preview card (picture, title, site) and a bare link while there is none", async () => {
    standInApi({
      'GET influencers/portfolio': () => [
        item({
          preview: {
            title: 'Summer launch',
            description: 'Our summer collection.',
            site_name: 'Brand & Co',
            image_url: '/assets/images/preview1234567890abcd.webp',
          },
        }),
        item({ id: 4, advertiser_name: 'Shop', link: 'https://shop.example.com/unread' }),
      ],
      'GET public/data': () => buildPublicData({}, 'en'),
    });
    const { container } = renderWithProviders(<PortfolioTab />);
    const card = await screen.findByRole('link', { name: /Summer launch/ });
    expect(card.getAttribute('href')).toBe('https://www.blog.example.com/summer');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText('Brand & Co')).toBeTruthy();
    expect(container.querySelector('img[src="/assets/images/preview1234567890abcd.webp"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://shop.example.com/unread' })).toBeTruthy();
  });

  it('lets an image item get its picture, uploaded at once, and shows it', async () => {
    let items = [item({ type: 'IMAGE', link: null, description: 'Shop window' })];
    const api = standInApi({
      'GET influencers/portfolio': () => items,
      'POST influencers/portfolio/:id/image': () => {
        items = [{ ...items[0]!, image_url: '/assets/images/picture1234567890abc.webp' }];
        return items[0];
      },
      'GET public/data': () => buildPublicData({}, 'en'),
    });
    renderWithProviders(<PortfolioTab />);
    await screen.findByRole('button', { name: 'Add a picture to the item for Brand d.o.o.' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const bytes = new Uint8Array(1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(picker, { target: { files: [new File([bytes], 'window.png')] } });

    const picture = await screen.findByRole('img', { name: 'Shop window' });
    expect(picture.getAttribute('src')).toBe('/assets/images/picture1234567890abc.webp');
    const upload = api.requests.find((request) => request.path === 'influencers/portfolio/3/image');
    expect((upload?.body as FormData).get('image')).toHaveProperty('name', 'window.png');
    expect(
      screen.getByRole('button', { name: 'Change the picture of the item for Brand d.o.o.' }),
    ).toBeTruthy();
  });
});
