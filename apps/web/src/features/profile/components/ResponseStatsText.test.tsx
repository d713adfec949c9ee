// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import type { TResponseStats } from '@spona/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { ResponseStatsText } from './ResponseStatsText';

function textOf(stats: TResponseStats | null): string | null {
  const { unmount } = renderWithProviders(<ResponseStatsText stats={stats} />);
  const text = screen.queryByTestId('response-stats')?.textContent ?? null;
  unmount();
  return text;
}

describe('ResponseStatsText (issue 16 item 7)', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('says how fast and how often the creator answers, in English and Croatian', async () => {
    await i18n.changeLanguage('en');
    expect(textOf({ rate: 0.9, median_minutes: 120, requests: 12 })).toBe(
      'Responds within ~2 h · 90 % response rate',
    );
    expect(textOf({ rate: 0.5, median_minutes: 3 * 24 * 60, requests: 4 })).toBe(
      'Responds within ~3 days · 50 % response rate',
    );
    await i18n.changeLanguage('hr');
    expect(textOf({ rate: 0.9, median_minutes: 120, requests: 12 })).toBe(
      'Odgovara u roku od ~2 h · 90 % odgovora',
    );
    expect(textOf({ rate: 1, median_minutes: 24 * 60, requests: 3 })).toBe(
      'Odgovara u roku od ~1 dana · 100 % odgovora',
    );
  });

  it('shows only the rate when nothing was answered, and nothing without figures', async () => {
    await i18n.changeLanguage('en');
    expect(textOf({ rate: 0, median_minutes: null, requests: 3 })).toBe('0 % response rate');
    expect(textOf(null)).toBeNull();
  });
});
