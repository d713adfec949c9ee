// @vitest-environment jsdom
import '../../../test/setupDom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MESSAGE_PAGE_SIZE, type TArrangement, type TMessage } from '@spona/contracts';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appEvents } from '../../../lib/appEvents';
import { jsonResponse } from '../../../test/publicDataFixture';
import { standInApi, type StandInRequest } from '../../../test/apiStandIn';
import { useConversation } from './useConversation';

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
    attachments: [],
    seen_at: null,
    data: null,
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

/** The conversation as the server has it; tests add to it as messages arrive there. */
let thread: TMessage[] = [];
/** The answer of POST messaging/send, when a test decides it. */
let answerSend: (request: StandInRequest) => unknown = () => jsonResponse({ message: 'Not found.' }, 404);
let api: ReturnType<typeof standInApi>;

/** SPEC §7 GET messaging/read/{id}: newest first from `skip`, `limit` of them, and the total. */
function readPage({ query }: StandInRequest) {
  const newestFirst = [...thread].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const skip = Number(query.get('skip') ?? 0);
  return { data: newestFirst.slice(skip, skip + Number(query.get('limit'))), total: thread.length };
}

const reads = () =>
  api.requests.filter((request) => request.path === `messages/messaging/read/${ARRANGEMENT}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('useConversation', () => {
  beforeEach(() => {
    thread = [];
    api = standInApi({
      [`GET messages/messaging/read/:id`]: readPage,
      [`POST messages/messaging/open/:id`]: () => ({ success: true }),
      [`POST messages/messaging/send`]: (request) => answerSend(request),
    });
  });

  it('opens with the newest page, marks it seen, and loads older pages counted from what it has', async () => {
    thread = range(1, MESSAGE_PAGE_SIZE + 5).map((id) => buildMessage(id));
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual(range(6, MESSAGE_PAGE_SIZE + 5)));
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({ method: 'POST', path: `messages/messaging/open/${ARRANGEMENT}` }),
      ),
    );
    expect(result.current.hasOlder).toBe(true);

    await act(() => result.current.loadOlder());
    expect(reads().at(-1)?.query.get('skip')).toBe(String(MESSAGE_PAGE_SIZE));
    expect(ids(result.current.messages)).toEqual(range(1, MESSAGE_PAGE_SIZE + 5));
    expect(result.current.hasOlder).toBe(false);
  });

  it('after a reconnect fetches what it missed, and shows nothing twice', async () => {
    thread = [buildMessage(1), buildMessage(2)];
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2]));

    // A live message, then the drop: message 4 was missed while offline.
    thread.push(buildMessage(3), buildMessage(4));
    act(() => appEvents.emit('messageNew', { message: buildMessage(3) }));
    act(() => appEvents.emit('realtimeReconnected', {}));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]));
    expect(result.current.hasOlder).toBe(false);
  });

  it('fetches the thread again when its arrangement changes: the status line and an explanation appear', async () => {
    thread = [buildMessage(1)];
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1]));
    thread.push(buildMessage(2, { type: 'SYSTEM', content: 'DECLINED' }), buildMessage(3));
    const arrangement = { id: 99 } as TArrangement;
    act(() => appEvents.emit('arrangementChanged', { arrangement }));
    expect(reads()).toHaveLength(1);
    act(() => appEvents.emit('arrangementChanged', { arrangement: { ...arrangement, id: ARRANGEMENT } }));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3]));
  });

  it('ignores messages of other arrangements', async () => {
    thread = [buildMessage(1)];
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1]));
    act(() => appEvents.emit('messageNew', { message: buildMessage(9, { arrangement: 99 }) }));
    expect(ids(result.current.messages)).toEqual([1]);
  });

  it('shows a pending bubble while sending, then the stored message once even if its event came first', async () => {
    const stored = buildMessage(7, { sender: 12, message_key: 'Send0001' });
    let answer: () => void = () => undefined;
    answerSend = () => new Promise((resolve) => (answer = () => resolve(stored)));
    const { result } = renderConversation();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send('Hello', 'Send0001');
    });
    expect(result.current.pending).toEqual([{ messageKey: 'Send0001', content: 'Hello' }]);
    await waitFor(() =>
      expect(api.requests.at(-1)).toMatchObject({
        path: 'messages/messaging/send',
        body: { arrangement_id: ARRANGEMENT, content: 'Hello', message_key: 'Send0001' },
      }),
    );
    act(() => appEvents.emit('messageNew', { message: stored }));
    await act(async () => {
      answer();
      await sending;
    });
    expect(result.current.pending).toEqual([]);
    expect(ids(result.current.messages)).toEqual([7]);
  });

  it('drops the pending bubble and rethrows when the send fails', async () => {
    answerSend = () => jsonResponse({ message: 'An error occurred.' }, 500);
    const { result } = renderConversation();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await expect(result.current.send('Hello', 'Fail0001')).rejects.toThrow('An error occurred.');
    });
    expect(result.current.pending).toEqual([]);
  });

  it('turns my messages seen live when the other participant opens the conversation (issue 16)', async () => {
    // Mine (12 → 40): two before they looked, one after; theirs stays as it is.
    thread = [
      buildMessage(1, { sender: 12, receiver: 40 }),
      buildMessage(2, { sender: 12, receiver: 40 }),
      buildMessage(3),
      buildMessage(9, { sender: 12, receiver: 40 }),
    ];
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3, 9]));
    const seenAt = new Date(Date.UTC(2026, 0, 1, 12, 0, 5)).toISOString();
    act(() => appEvents.emit('messageSeen', { arrangementId: ARRANGEMENT + 1, userId: 40, seenAt }));
    expect(result.current.messages.every((m) => m.seen_at === null)).toBe(true);
    act(() => appEvents.emit('messageSeen', { arrangementId: ARRANGEMENT, userId: 40, seenAt }));
    expect(result.current.messages.map((m) => m.seen_at)).toEqual([seenAt, seenAt, null, null]);
  });
});
