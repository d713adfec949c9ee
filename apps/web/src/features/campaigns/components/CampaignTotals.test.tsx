// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import type { TCampaignTotals } from '@spona/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { CampaignTotals } from './CampaignTotals';

function buildTotals(overrides: Partial<TCampaignTotals> = {}): TCampaignTotals {
  return {
    price: 300,
    budget: 1000,
    remaining: 700,
    is_over_budget: false,
    has_guide_prices: false,
    reach: 125_000,
    spend: 0,
    completed_spend: 0,
    ...overrides,
  };
}

describe('CampaignTotals (issue 20)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the total price, what is left of the budget and the total reach', () => {
    renderWithProviders(<CampaignTotals totals={buildTotals()} status="DRAFT" />);
    expect(screen.getByText('€300')).toBeTruthy();
    expect(screen.getByTestId('within-budget').textContent).toBe('€700 left of €1,000');
    expect(screen.getByText('125,000')).toBeTruthy();
    expect(screen.queryByTestId('over-budget')).toBeNull();
    expect(screen.queryByText('Spend so far')).toBeNull();
  });

  it('says in words by how much a campaign is over budget', () => {
    renderWithProviders(
      <CampaignTotals
        totals={buildTotals({ price: 1250, remaining: -250, is_over_budget: true })}
        status="DRAFT"
      />,
    );
    expect(screen.getByTestId('over-budget').textContent).toBe('Over budget by €250 (budget €1,000)');
    expect(screen.queryByTestId('within-budget')).toBeNull();
  });

  it('says when there is no budget, and when guide prices are counted', () => {
    renderWithProviders(
      <CampaignTotals
        totals={buildTotals({ budget: null, remaining: null, has_guide_prices: true })}
        status="DRAFT"
      />,
    );
    expect(screen.getByText('No budget set.')).toBeTruthy();
    expect(screen.getByText(/Includes guide prices/)).toBeTruthy();
  });

  it('shows the spend once the campaign is sent', () => {
    renderWithProviders(
      <CampaignTotals totals={buildTotals({ spend: 200, completed_spend: 80 })} status="SENT" />,
    );
    expect(screen.getByText('Spend so far')).toBeTruthy();
    expect(screen.getByText('€200')).toBeTruthy();
    expect(screen.getByText('€80 of it completed')).toBeTruthy();
  });

  it('reads in Croatian', async () => {
    await i18n.changeLanguage('hr');
    renderWithProviders(
      <CampaignTotals
        totals={buildTotals({ price: 1250, remaining: -250, is_over_budget: true })}
        status="DRAFT"
      />,
    );
    expect(screen.getByTestId('over-budget').textContent).toMatch(/^Budžet je premašen za 250\s€/);
  });
});
