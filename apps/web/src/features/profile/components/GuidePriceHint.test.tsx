// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { describeGuidePrices, totalFollowers } from '../lib/guidePrice';
import { GuidePriceHint } from './GuidePriceHint';

describe('the guide price (SPEC §9)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('marks the bracket of the follower count', () => {
    expect(describeGuidePrices(9_999).price).toBe(20);
    expect(describeGuidePrices(10_000).price).toBe(50);
    expect(describeGuidePrices(99_999).price).toBe(85);
    const { brackets } = describeGuidePrices(150_000);
    expect(brackets.filter((b) => b.isCurrent).map((b) => b.price)).toEqual([270]);
    expect(brackets.at(-1)).toMatchObject({ from: 100_000, below: null });
  });

  it('counts the followers of every account that is not being deleted', () => {
    const account = (followers: number, verification: 'VERIFIED' | 'DELETING') =>
      ({ followers, verification }) as Parameters<typeof totalFollowers>[0][number];
    expect(
      totalFollowers([account(8_000, 'VERIFIED'), account(4_000, 'VERIFIED'), account(90_000, 'DELETING')]),
    ).toBe(12_000);
  });

  it('shows a creator the price for their followers', () => {
    renderWithProviders(<GuidePriceHint followers={12_000} />);
    expect(screen.getByTestId('guide-price').textContent).toBe(
      'With 12,000 followers, the guide price is €50.',
    );
    expect(screen.getByText('100,000 followers and more: €270')).toBeTruthy();
  });
});
