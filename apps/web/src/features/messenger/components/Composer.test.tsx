// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_KEY_PATTERN } from '@spona/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiError';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { Composer } from './Composer';

function renderComposer(onSend: (content: string, key: string) => Promise<void>) {
  renderWithProviders(<Composer arrangementId={7} onSend={onSend} />);
  return screen.getByRole('textbox', { name: 'Message' });
}

describe('Composer', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const input = renderComposer(onSend);
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toBe('Hello');
    expect(onSend.mock.calls[0]![1]).toMatch(MESSAGE_KEY_PATTERN);
    await waitFor(() => expect(input).toHaveProperty('value', ''));
  });

  it('keeps the unsent text after a failure, shows System error, and retries with the same key', async () => {
    const onSend = vi
      .fn<(content: string, key: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValue(undefined);
    const input = renderComposer(onSend);
    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(await screen.findByRole('dialog', { name: 'System error' })).toBeTruthy();
    expect(screen.getByText('Your request was not sent. Please try again.')).toBeTruthy();
    expect(input).toHaveProperty('value', 'Are you there?');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]).toEqual(onSend.mock.calls[0]);

    // The next message gets a key of its own.
    await waitFor(() => expect(input).toHaveProperty('value', ''));
    fireEvent.change(input, { target: { value: 'Next one' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(onSend.mock.calls[2]![1]).not.toBe(onSend.mock.calls[0]![1]);
  });
});
