import { Alert, Box, Button, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TArrangement } from '@spona/contracts';
import { searchMessages } from '../api/messengerApi';
import { MessageBubble } from './MessageBubble';

interface ConversationSearchProps {
  arrangementId: number;
  userId: number;
  /** The participants, whose names the system lines say (issue 16). */
  arrangement?: Pick<TArrangement, 'requester' | 'receiver'>;
  onClose: () => void;
}

/** SPEC §7 GET messaging/search/{id}: finds messages in one conversation, shown oldest first. */
export function ConversationSearch({ arrangementId, userId, arrangement, onClose }: ConversationSearchProps) {
  const { t } = useTranslation('messenger');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const results = useQuery({
    queryKey: ['arrangements', 'search', arrangementId, submitted],
    queryFn: () => searchMessages(arrangementId, submitted),
    enabled: submitted !== '',
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };

  return (
    <Stack gap="xs" p="sm" style={{ flex: 1, minHeight: 0 }}>
      <form onSubmit={handleSubmit} role="search" aria-label={t('search.label')}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            type="search"
            aria-label={t('search.input')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <Button type="submit" disabled={!text.trim()}>
            {t('search.submit')}
          </Button>
          <CloseButton aria-label={t('search.close')} onClick={onClose} />
        </Group>
      </form>
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} aria-live="polite">
        {submitted === '' ? null : results.isPending ? (
          <Loader size="sm" aria-label={t('search.searching')} />
        ) : results.isError ? (
          <Alert color="red">{results.error.message}</Alert>
        ) : results.data.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('search.none')}
          </Text>
        ) : (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('search.found', { count: results.data.total })}
            </Text>
            {results.data.data.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                isOwn={message.sender === userId}
                arrangement={arrangement}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
