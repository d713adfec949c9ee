// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_RETENTION_MONTHS, BUG_REPORT_RETENTION_MONTHS } from '@spona/contracts';
import { acceptConsent, hasConsent } from '../../../lib/consent';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/renderApp';

const PAGE_LOAD = { timeout: 10_000 };

/** Heading levels in document order never skip one (h1, then h2, then h3). */
function expectHeadingOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
}

describe('information pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('about says what Spona is and how it works for creators and advertisers', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Spona' }, PAGE_LOAD)).toBeDefined();
    for (const name of ['Who Spona is for', 'How it works for creators', 'How it works for advertisers']) {
      expect(screen.getByRole('region', { name })).toBeDefined();
    }
    const creators = screen.getByRole('region', { name: 'How it works for creators' });
    expect(within(creators).getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('region', { name: 'Questions?' });
    expect(within(more).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(more).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
    expectHeadingOrder();
  });

  it('support gives the support address and answers the common questions', async () => {
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' }, PAGE_LOAD)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Write an email' }).getAttribute('href')).toBe(
      'mailto:support@spona.local',
    );
    for (const question of [
      'Can I change my account type?',
      'How do I delete my account?',
      'How long does verifying a social account take?',
      'Something went wrong in a collaboration. What can I do?',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeDefined();
    }
    expect(screen.getByText(/usually within hours/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/user-settings');
    expectHeadingOrder();
  });

  it('the privacy policy states the retention periods the server applies', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, PAGE_LOAD)).toBeDefined();
    expect(screen.getByText(/^Effective from November 23, 2026$/)).toBeDefined();
    const data = screen.getByRole('region', { name: 'What we keep, why and for how long' });
    expect(ANALYTICS_RETENTION_MONTHS).toBe(13);
    expect(BUG_REPORT_RETENTION_MONTHS).toBe(12);
    expect(within(data).getAllByText('13 months, then deleted automatically.')).toHaveLength(2);
    expect(
      within(data).getByText('12 months, then deleted automatically together with the screenshot.'),
    ).toBeDefined();
    expect(within(data).getByText(/A token works for 15 days, a renewal token for 60 days/)).toBeDefined();
    expect(within(data).getByText(/^At most 30 days\./)).toBeDefined();
    const cookies = screen.getByRole('region', { name: 'Cookies and storage in your browser' });
    expect(within(cookies).getByText(/remembers that you accepted analytics; 365 days/)).toBeDefined();
    expectHeadingOrder();
  });

  it('lets the visitor withdraw the analytics consent, and give it again', async () => {
    acceptConsent();
    renderApp('/privacy');
    const choice = await screen.findByRole('region', { name: 'Your analytics choice' }, PAGE_LOAD);
    expect(within(choice).getByText('You have allowed analytics in this browser.')).toBeDefined();
    fireEvent.click(within(choice).getByRole('button', { name: 'Withdraw consent' }));
    expect(hasConsent()).toBe(false);
    expect(within(choice).getByRole('status').textContent).toBe(
      'Consent withdrawn. Nothing more is recorded for analytics.',
    );
    // The banner asks again.
    expect(screen.getByRole('region', { name: 'Cookies and analytics' })).toBeDefined();
    fireEvent.click(within(choice).getByRole('button', { name: 'Allow analytics' }));
    expect(hasConsent()).toBe(true);
  });

  it('reads in natural Croatian, with Croatian plurals', async () => {
    await i18n.changeLanguage('hr');
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politika privatnosti' }, PAGE_LOAD),
    ).toBeDefined();
    expect(screen.getByText('Vrijedi od 23. studenoga 2026.')).toBeDefined();
    expect(screen.getAllByText('13 mjeseci, a zatim se automatski briše.')).toHaveLength(2);
    expect(screen.getByText(/Token vrijedi 15 dana, a token za obnovu 60 dana/)).toBeDefined();
  });
});
