import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { INFINITE_SCROLL, type TArrangement, type TMessage } from '@spona/contracts';
import { useLayoutEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../lib/messageList';
import { MessageBubble, PendingBubble } from './MessageBubble';

/** How close to the bottom (px) still counts as 'at the bottom' for following new messages. */
const FOLLOW_BOTTOM_PX = 120;

interface MessageListProps {
  userId: number;
  messages: TMessage[];
  pending: PendingMessage[];
  isLoading: boolean;
  isLoadingOlder: boolean;
  hasOlder: boolean;
  onLoadOlder: () => void;
  /** Shown under the last message (the typing indicator). */
  footer?: ReactNode;
  /** The participants, whose names the system lines say (issue 16). */
  arrangement?: Pick<TArrangement, 'requester' | 'receiver'>;
}

/**
 * The messages oldest to newest in their own scroll area. SPEC §9: older pages load when the user
 * scrolls within the up distance of the top (throttled); the view stays where it was when they come,
 * and follows new messages while the user is at the bottom.
 */
export function MessageList({
  userId,
  messages,
  pending,
  isLoading,
  isLoadingOlder,
  hasOlder,
  onLoadOlder,
  footer,
  arrangement,
}: MessageListProps) {
  const { t } = useTranslation('messenger');
  const scrollRef = useRef<HTMLDivElement>(null);
  const isAtBottomRef = useRef(true);
  const lastLoadRef = useRef(0);
  const anchorRef = useRef<{ firstId: number | undefined; scrollHeight: number }>({
    firstId: undefined,
    scrollHeight: 0,
  });
  const firstId = messages[0]?.id;
  const lastMessage = messages.at(-1);
  const hasFooter = Boolean(footer);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const anchor = anchorRef.current;
    const isPrepend = anchor.firstId !== undefined && firstId !== anchor.firstId && anchor.scrollHeight > 0;
    if (isPrepend && !isAtBottomRef.current) {
      // Older messages came in above: keep the ones the user was reading in place.
      element.scrollTop += element.scrollHeight - anchor.scrollHeight;
    } else if (isAtBottomRef.current || lastMessage?.sender === userId || pending.length > 0) {
      element.scrollTop = element.scrollHeight;
      isAtBottomRef.current = true;
    }
    anchorRef.current = { firstId, scrollHeight: element.scrollHeight };
  }, [firstId, lastMessage, pending.length, userId, hasFooter, isLoading]);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    isAtBottomRef.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_BOTTOM_PX;
    anchorRef.current.scrollHeight = element.scrollHeight;
    const upDistancePx = (element.clientHeight * INFINITE_SCROLL.upDistance) / 10;
    const now = Date.now();
    if (!hasOlder || isLoadingOlder || element.scrollTop > upDistancePx) return;
    if (now - lastLoadRef.current < INFINITE_SCROLL.throttleMs) return;
    lastLoadRef.current = now;
    onLoadOlder();
  };

  return (
    <Box
      ref={scrollRef}
      onScroll={handleScroll}
      role="log"
      aria-label={t('conversation.messages')}
      aria-busy={isLoading || isLoadingOlder}
      tabIndex={0}
      px="sm"
      py="xs"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      {isLoading ? (
        <Stack gap="sm">
          {[60, 45, 70, 40].map((width, index) => (
            <Skeleton
              key={index}
              h={40}
              w={`${width}%`}
              style={{ marginLeft: index % 2 ? 'auto' : 0 }}
              radius="lg"
            />
          ))}
        </Stack>
      ) : (
        <Stack gap={6}>
          {hasOlder && (
            <Center>
              {isLoadingOlder ? (
                <Loader size="sm" aria-label={t('conversation.loadingOlder')} />
              ) : (
                <Button variant="subtle" size="xs" onClick={onLoadOlder}>
                  {t('conversation.loadOlder')}
                </Button>
              )}
            </Center>
          )}
          {messages.length === 0 && pending.length === 0 && (
            <Text c="dimmed" ta="center" size="sm" py="lg">
              {t('conversation.empty')}
            </Text>
          )}
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              isOwn={message.sender === userId}
              arrangement={arrangement}
            />
          ))}
          {pending.map((item) => (
            <PendingBubble key={item.messageKey} content={item.content} />
          ))}
          {footer}
        </Stack>
      )}
    </Box>
  );
}
