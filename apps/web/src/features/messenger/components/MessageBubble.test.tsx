// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import type { TMessage } from '@spona/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { MessageBubble } from './MessageBubble';

const message: TMessage = {
  id: 1,
  type: 'TEXT',
  sender: 12,
  receiver: 40,
  arrangement: 5,
  content: 'Here is the brief.',
  message_key: 'Abcd1234',
  created_at: '2026-01-01T10:00:00.000Z',
  attachments: [],
  seen_at: null,
  data: null,
};

describe('MessageBubble read receipts (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows Sent, then Seen, under my own messages and nothing under theirs', () => {
    const receiptOf = (bubble: TMessage, isOwn: boolean) => {
      const { unmount } = renderWithProviders(<MessageBubble message={bubble} isOwn={isOwn} />);
      const text = screen.queryByTestId('read-receipt')?.textContent ?? null;
      unmount();
      return text;
    };
    expect(receiptOf(message, true)).toBe('Sent');
    expect(receiptOf({ ...message, seen_at: '2026-01-01T10:05:00.000Z' }, true)).toBe('Seen');
    expect(receiptOf(message, false)).toBeNull();
  });

  it('speaks Croatian', async () => {
    await i18n.changeLanguage('hr');
    renderWithProviders(
      <MessageBubble message={{ ...message, seen_at: '2026-01-01T10:05:00.000Z' }} isOwn />,
    );
    expect(screen.getByTestId('read-receipt').textContent).toBe('Viđeno');
    await i18n.changeLanguage('en');
  });
});
