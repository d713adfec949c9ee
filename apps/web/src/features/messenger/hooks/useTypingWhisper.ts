import { useCallback, useEffect, useRef } from 'react';
import { getRealtimeSession } from '../../../lib/realtime/currentSession';

/** After this long without a keystroke the user counts as no longer typing. */
const TYPING_IDLE_MS = 3000;

/**
 * Whispers the SPEC §3 messaging event while the user types: typing true once when they start, typing
 * false after a pause or when the text is cleared, and message_sent true with the send. One start per
 * stop, so the other side's counter (SPEC §4) stays balanced.
 */
export function useTypingWhisper(arrangementId: number) {
  const isTypingRef = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const whisper = useCallback(
    (typing: boolean, messageSent: boolean) => {
      isTypingRef.current = typing;
      getRealtimeSession()?.whisperTyping(arrangementId, { typing, message_sent: messageSent });
    },
    [arrangementId],
  );

  const stop = useCallback(
    (messageSent: boolean) => {
      clearTimeout(idleTimer.current);
      if (isTypingRef.current) whisper(false, messageSent);
    },
    [whisper],
  );

  const handleTextChange = useCallback(
    (text: string) => {
      clearTimeout(idleTimer.current);
      if (text.trim() === '') {
        stop(false);
        return;
      }
      if (!isTypingRef.current) whisper(true, false);
      idleTimer.current = setTimeout(() => stop(false), TYPING_IDLE_MS);
    },
    [whisper, stop],
  );

  const handleSent = useCallback(() => stop(true), [stop]);

  // Leaving the conversation ends the typing.
  useEffect(() => () => stop(false), [stop]);

  return { handleTextChange, handleSent };
}
