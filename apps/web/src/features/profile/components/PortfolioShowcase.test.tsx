// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TPortfolioItem } from '@spona/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { PortfolioShowcase } from './PortfolioShowcase';

const item = (id: number, overrides: Partial<TPortfolioItem>): TPortfolioItem => ({
  id,
  advertiser_name: `Brand ${id}`,
  type: 'LINK',
  network: null,
  link: null,
  description: null,
  show_on_profile: true,
  image_url: null,
  preview: null,
  created_at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

const ITEMS = [
  item(1, {
    link: 'https://www.blog.example.com/summer',
    preview: {
      title: 'Summer launch',
      description: null,
      site_name: 'Brand & Co',
      image_url: '/assets/images/preview1.webp',
    },
  }),
  item(2, { type: 'IMAGE', image_url: '/assets/images/shot2.webp', description: 'Launch at the harbour' }),
  item(3, { link: 'https://example.com/plain' }),
  item(4, { type: 'IMAGE', image_url: '/assets/images/shot4.webp' }),
];

describe('PortfolioShowcase (issue 18)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows a link's page title and picture, and a bare link while it has no preview", () => {
    renderWithProviders(<PortfolioShowcase items={ITEMS} />);
    const withPreview = screen.getByRole('article', { name: 'Brand 1' });
    const card = within(withPreview).getByRole('link', { name: /Summer launch/ });
    expect(card.getAttribute('href')).toBe('https://www.blog.example.com/summer');
    expect(within(withPreview).getByText('Brand & Co')).toBeTruthy();
    const plain = screen.getByRole('article', { name: 'Brand 3' });
    expect(within(plain).getByRole('link', { name: 'https://example.com/plain' })).toBeTruthy();
  });

  it("opens an image item's picture in one lightbox with the portfolio's other pictures", async () => {
    renderWithProviders(<PortfolioShowcase items={ITEMS} />);
    const picture = within(screen.getByRole('article', { name: 'Brand 2' })).getByRole('button', {
      name: 'Open the image: Launch at the harbour',
    });
    fireEvent.click(picture);
    const dialog = await screen.findByRole('dialog', { name: 'Launch at the harbour' });
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(
      await screen.findByRole('dialog', { name: 'Picture from the collaboration with Brand 4' }),
    ).toBeTruthy();
  });
});
