// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAppeal, TModerationFlag } from '@spona/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { ModerationAlert } from './ModerationAlert';

const appeal: TAppeal = {
  id: 7,
  subject: 'OFFER',
  offer_id: 3,
  message: 'It is accurate.',
  status: 'PENDING',
  decision_note: null,
  created_at: '2026-01-02T00:00:00.000Z',
  decided_at: null,
};
const flag = (overrides: Partial<TModerationFlag> = {}): TModerationFlag => ({
  unapproved: true,
  reason: 'Misleading price.',
  flagged_at: '2026-01-01T00:00:00.000Z',
  appeal: null,
  ...overrides,
});

describe('ModerationAlert (issue 17)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it("shows support's reason and sends one appeal of the offer's flag", async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/appeals') && init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          return jsonResponse(appeal, 201);
        }
        return jsonResponse({});
      }),
    );
    renderWithProviders(<ModerationAlert flag={flag()} offerId={3} title="Not approved" />);
    expect(screen.getByText('Misleading price.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write your appeal.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Your appeal'), { target: { value: ' It is accurate. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ subject: 'OFFER', offer_id: 3, message: 'It is accurate.' });
  });

  it('after the appeal, says it was sent or how support answered, with no form', () => {
    const { unmount } = renderWithProviders(
      <ModerationAlert flag={flag({ appeal })} title="Your profile is hidden" />,
    );
    expect(screen.getByText('Appeal sent. Support will answer you.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    unmount();
    renderWithProviders(
      <ModerationAlert
        flag={flag({ appeal: { ...appeal, status: 'REFUSED', decision_note: 'Still misleading.' } })}
        title="Your profile is hidden"
      />,
    );
    expect(screen.getByText('Support refused your appeal: Still misleading.')).toBeDefined();
  });

  it('shows nothing without a flag', () => {
    renderWithProviders(<ModerationAlert flag={flag({ unapproved: false })} title="Hidden" />);
    expect(screen.queryByRole('region', { name: 'Hidden' })).toBeNull();
  });
});
