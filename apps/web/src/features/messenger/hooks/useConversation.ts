import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TMessage, TPrivateFile } from '@spona/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { removeUnseenArrangement } from '../../../lib/realtime/realtimeState';
import { realtimeStore } from '../../../lib/realtime/realtimeStore';
import { fetchMessages, messengerKeys, openConversation, sendMessage } from '../api/messengerApi';
import { findStillPending, markSeenUpTo, mergeMessages, type PendingMessage } from '../lib/messageList';

interface ConversationState {
  messages: TMessage[];
  pending: PendingMessage[];
  /** Messages the server has in this conversation (at the last read). */
  total: number;
  isLoading: boolean;
  isLoadingOlder: boolean;
  error: unknown;
}

const INITIAL_STATE: ConversationState = {
  messages: [],
  pending: [],
  total: 0,
  isLoading: true,
  isLoadingOlder: false,
  error: null,
};

/** Marks the conversation seen on the server and in the badge at once, then refreshes the lists. */
function markSeen(arrangementId: number, queryClient: QueryClient): void {
  realtimeStore.update((state) => removeUnseenArrangement(state, arrangementId));
  openConversation(arrangementId).then(
    () => queryClient.invalidateQueries({ queryKey: messengerKeys.lists() }),
    () => undefined,
  );
}

/**
 * One conversation's messages, oldest first (SPEC §7 Messaging): the newest page first, older pages on
 * demand, live messages, what was missed after a reconnect, and sending with a pending bubble.
 * Every message shows once, whichever way it came.
 */
export function useConversation(arrangementId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConversationState>(INITIAL_STATE);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const mergeIn = useCallback((incoming: TMessage[], total?: number) => {
    setState((current) => {
      const messages = mergeMessages(current.messages, incoming);
      return {
        ...current,
        messages,
        pending: findStillPending(current.pending, messages),
        // A page knows the server's count; a live message adds to what we knew.
        total:
          total === undefined
            ? current.total + (messages.length - current.messages.length)
            : Math.max(total, messages.length),
      };
    });
  }, []);

  const loadNewest = useCallback(async () => {
    const page = await fetchMessages(arrangementId, 0);
    mergeIn(page.data, page.total);
  }, [arrangementId, mergeIn]);

  useEffect(() => {
    // The page mounts one conversation per arrangement (keyed), so the state starts fresh.
    let isCurrent = true;
    fetchMessages(arrangementId, 0).then(
      (page) => {
        if (!isCurrent) return;
        setState({
          ...INITIAL_STATE,
          messages: mergeMessages([], page.data),
          total: page.total,
          isLoading: false,
        });
      },
      (error: unknown) => {
        if (isCurrent) setState({ ...INITIAL_STATE, isLoading: false, error });
      },
    );
    // SPEC §7: opening a conversation calls messaging/open.
    markSeen(arrangementId, queryClient);
    return () => {
      isCurrent = false;
    };
  }, [arrangementId, queryClient]);

  useEffect(() => {
    const stopNew = appEvents.on('messageNew', ({ message }) => {
      if (message.arrangement !== arrangementId) return;
      mergeIn([message]);
      if (message.sender !== null && document.visibilityState === 'visible')
        markSeen(arrangementId, queryClient);
    });
    // REALTIME.md: after a drop, what was missed comes over HTTP; the merge drops what is already here.
    const stopReconnect = appEvents.on('realtimeReconnected', () => {
      loadNewest().catch(() => undefined);
    });
    // A change of the arrangement writes its status line (and a decline explanation or abort reason)
    // into the thread: by either side, this side's own actions included.
    const stopChanged = appEvents.on('arrangementChanged', ({ arrangement }) => {
      if (arrangement.id === arrangementId) loadNewest().catch(() => undefined);
    });
    // Issue 16 read receipts: the other participant opened the conversation; my messages turn seen.
    const stopSeen = appEvents.on('messageSeen', ({ arrangementId: seenIn, userId, seenAt }) => {
      if (seenIn !== arrangementId) return;
      setState((current) => {
        const messages = markSeenUpTo(current.messages, { seenBy: userId, seenAt });
        return messages === current.messages ? current : { ...current, messages: [...messages] };
      });
    });
    return () => {
      stopNew();
      stopReconnect();
      stopChanged();
      stopSeen();
    };
  }, [arrangementId, mergeIn, loadNewest, queryClient]);

  /** SPEC §7: older pages; skip counts the messages already here, so live ones do not shift pages. */
  const loadOlder = useCallback(async () => {
    const current = stateRef.current;
    if (current.isLoading || current.isLoadingOlder || current.messages.length >= current.total) return;
    setState((previous) => ({ ...previous, isLoadingOlder: true }));
    try {
      const page = await fetchMessages(arrangementId, current.messages.length);
      mergeIn(page.data, page.total);
    } finally {
      setState((previous) => ({ ...previous, isLoadingOlder: false }));
    }
  }, [arrangementId, mergeIn]);

  /**
   * Sends with a pending bubble; throws when the message was not stored (the caller keeps the text).
   * Issue 16: with the files uploaded for it; a message of files only shows their names while pending.
   */
  const send = useCallback(
    async (content: string, messageKey: string, attachments: TPrivateFile[] = []) => {
      const shown = content || attachments.map((file) => file.name).join(', ');
      setState((current) => ({
        ...current,
        pending: [...current.pending, { messageKey, content: shown }],
      }));
      try {
        const message = await sendMessage({
          arrangement_id: arrangementId,
          content,
          message_key: messageKey,
          attachment_ids: attachments.map((file) => file.id),
        });
        mergeIn([message]);
        void queryClient.invalidateQueries({ queryKey: messengerKeys.lists() });
      } catch (error) {
        setState((current) => ({
          ...current,
          pending: current.pending.filter((item) => item.messageKey !== messageKey),
        }));
        throw error;
      }
    },
    [arrangementId, mergeIn, queryClient],
  );

  return {
    ...state,
    hasOlder: state.messages.length < state.total,
    loadOlder,
    send,
    reload: loadNewest,
  };
}
