import '../../../test/setupDom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TArrangement, TMessage } from '@spona/contracts';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../../lib/appEvents';
import type * as MessengerApi from '../api/messengerApi';
import { fetchMessages, openConversation, sendMessage } from '../api/messengerApi';
import { useConversation } from './useConversation';

vi.mock('../api/messengerApi', async (importOriginal) => ({
  ...(await importOriginal<typeof MessengerApi>()),
  fetchMessages: vi.fn(),
  openConversation: vi.fn(),
  sendMessage: vi.fn(),
}));

const ARRANGEMENT = 5;

function buildMessage(id: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    id,
    type: 'TEXT',
    sender: 40,
    receiver: 12,
    arrangement: ARRANGEMENT,
    content: `message ${id}`,
    message_key: null,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString(),
    ...overrides,
  };
}

function renderConversation() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConversation(ARRANGEMENT), { wrapper });
}

const ids = (messages: TMessage[]) => messages.map((message) => message.id);

describe('useConversation', () => {
  beforeEach(() => {
    vi.mocked(fetchMessages).mockReset();
    vi.mocked(openConversation).mockReset().mockResolvedValue(undefined);
    vi.mocked(sendMessage).mockReset();
  });

  it('opens with the newest page, marks it seen, and loads older pages counted from what it has', async () => {
    vi.mocked(fetchMessages)
      .mockResolvedValueOnce({ data: [buildMessage(3), buildMessage(4)], total: 4 })
      .mockResolvedValueOnce({ data: [buildMessage(1), buildMessage(2)], total: 4 });
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([3, 4]));
    expect(openConversation).toHaveBeenCalledWith(ARRANGEMENT);
    expect(result.current.hasOlder).toBe(true);

    await act(() => result.current.loadOlder());
    expect(fetchMessages).toHaveBeenLastCalledWith(ARRANGEMENT, 2);
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('after a reconnect fetches what it missed, and shows nothing twice', async () => {
    vi.mocked(fetchMessages)
      .mockResolvedValueOnce({ data: [buildMessage(1), buildMessage(2)], total: 2 })
      .mockResolvedValueOnce({ data: [buildMessage(2), buildMessage(3), buildMessage(4)], total: 4 });
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2]));

    // A live message, then the drop: message 4 was missed while offline.
    act(() => appEvents.emit('messageNew', { message: buildMessage(3) }));
    act(() => appEvents.emit('realtimeReconnected', {}));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]));
    expect(result.current.hasOlder).toBe(false);
  });

  it('fetches the thread again when its arrangement changes: the status line and an explanation appear', async () => {
    vi.mocked(fetchMessages)
      .mockResolvedValueOnce({ data: [buildMessage(1)], total: 1 })
      .mockResolvedValueOnce({
        data: [buildMessage(1), buildMessage(2, { type: 'SYSTEM', content: 'DECLINED' }), buildMessage(3)],
        total: 3,
      });
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1]));
    const arrangement = { id: 99 } as TArrangement;
    act(() => appEvents.emit('arrangementChanged', { arrangement }));
    expect(fetchMessages).toHaveBeenCalledTimes(1);
    act(() => appEvents.emit('arrangementChanged', { arrangement: { ...arrangement, id: ARRANGEMENT } }));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3]));
  });

  it('ignores messages of other arrangements', async () => {
    vi.mocked(fetchMessages).mockResolvedValueOnce({ data: [buildMessage(1)], total: 1 });
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1]));
    act(() => appEvents.emit('messageNew', { message: buildMessage(9, { arrangement: 99 }) }));
    expect(ids(result.current.messages)).toEqual([1]);
  });

  it('shows a pending bubble while sending, then the stored message once even if its event came first', async () => {
    vi.mocked(fetchMessages).mockResolvedValueOnce({ data: [], total: 0 });
    const stored = buildMessage(7, { sender: 12, message_key: 'Send0001' });
    let answer: (message: TMessage) => void = () => undefined;
    vi.mocked(sendMessage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderConversation();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send('Hello', 'Send0001');
    });
    expect(result.current.pending).toEqual([{ messageKey: 'Send0001', content: 'Hello' }]);
    act(() => appEvents.emit('messageNew', { message: stored }));
    await act(async () => {
      answer(stored);
      await sending;
    });
    expect(result.current.pending).toEqual([]);
    expect(ids(result.current.messages)).toEqual([7]);
  });

  it('drops the pending bubble and rethrows when the send fails', async () => {
    vi.mocked(fetchMessages).mockResolvedValueOnce({ data: [], total: 0 });
    vi.mocked(sendMessage).mockRejectedValue(new Error('offline'));
    const { result } = renderConversation();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await expect(result.current.send('Hello', 'Fail0001')).rejects.toThrow('offline');
    });
    expect(result.current.pending).toEqual([]);
  });
});
