import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { TArrangement, TMessage } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useMessageText } from '../hooks/useMessagePreview';
import { PrivateFiles } from './PrivateFiles';
import { ReadReceipt } from './ReadReceipt';

interface MessageBubbleProps {
  message: TMessage;
  isOwn: boolean;
  /** The participants, whose names the system lines say (issue 16). */
  arrangement?: Pick<TArrangement, 'requester' | 'receiver'>;
}

function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** One message: the user's own on the right, the other party's on the left, a change of state centred. */
export function MessageBubble({ message, isOwn, arrangement }: MessageBubbleProps) {
  const { locale } = useLanguage();
  const toText = useMessageText(arrangement);
  if (message.type === 'SYSTEM') {
    return (
      <Text size="xs" c="dimmed" ta="center" py={4} data-testid="system-message">
        {toText(message)} · {formatTime(message.created_at, locale)}
      </Text>
    );
  }
  return (
    <Group justify={isOwn ? 'flex-end' : 'flex-start'} wrap="nowrap">
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={isOwn ? 'violet.7' : 'gray.1'}
        c={isOwn ? 'white' : undefined}
        data-testid="message"
        data-own={isOwn || undefined}
      >
        {message.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        )}
        {/* Issue 16: a message may carry files (and then no text). */}
        <PrivateFiles files={message.attachments} isOnColor={isOwn} />
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Text size="xs" c={isOwn ? 'violet.0' : 'dimmed'}>
            <time dateTime={message.created_at}>{formatTime(message.created_at, locale)}</time>
          </Text>
          {isOwn && <ReadReceipt seenAt={message.seen_at} color="violet.0" />}
        </Group>
      </Paper>
    </Group>
  );
}

/** A message on its way: shown at once, marked as sending. */
export function PendingBubble({ content }: { content: string }) {
  const { t } = useTranslation('messenger');
  return (
    <Group justify="flex-end" wrap="nowrap">
      <Paper px="sm" py={6} radius="lg" maw="80%" bg="violet.3" data-testid="pending-message">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
        <Group gap={4} justify="flex-end">
          <Loader size={10} color="violet.9" />
          <Box component="span" fz="xs">
            {t('conversation.sending')}
          </Box>
        </Group>
      </Paper>
    </Group>
  );
}
