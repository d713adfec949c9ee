import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TArrangement, TArrangementOperation } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsTyping } from '../../../lib/realtime/realtimeStore';
import { useSnackbarClearance } from '../../../ui/hooks/useSnackbarClearance';
import { fetchArrangement, messengerKeys } from '../api/messengerApi';
import { useConversation } from '../hooks/useConversation';
import { useRatingPrompt } from '../hooks/useRatingPrompt';
import { formatPersonName } from '../lib/arrangementDisplay';
import { ArrangementActions } from './ArrangementActions';
import { Composer } from './Composer';
import { CompletionPrompt } from './CompletionPrompt';
import { ConversationHeader } from './ConversationHeader';
import { ConversationHeaderSkeleton } from './ConversationHeaderSkeleton';
import { ConversationSearch } from './ConversationSearch';
import { DeliveriesPanel } from './DeliveriesPanel';
import { MessageList } from './MessageList';
import { ProposalCard } from './ProposalCard';
import { RequestTermsCard } from './RequestTermsCard';

/** Issue 16: a request the viewer received and has not answered: its terms come first. */
const isRequestToAnswer = (arrangement: TArrangement) =>
  arrangement.status === 'REQUESTED' && arrangement.role === 'RECEIVER';

interface ConversationProps {
  arrangementId: number;
  userId: number;
  isMobile: boolean;
}

/** One arrangement's conversation: header with actions, the long-silence prompt, messages, composer. */
export function Conversation({ arrangementId, userId, isMobile }: ConversationProps) {
  const { t } = useTranslation('messenger');
  const arrangement = useQuery({
    queryKey: messengerKeys.detail(arrangementId),
    queryFn: ({ signal }) => fetchArrangement(arrangementId, signal),
  });
  const conversation = useConversation(arrangementId);
  const isTyping = useIsTyping(arrangementId);
  const [promptOperation, setPromptOperation] = useState<TArrangementOperation | null>(null);
  useRatingPrompt(arrangement.data, () => setPromptOperation('REVIEW'));
  const [isSearching, setIsSearching] = useState(false);
  // Issue 16: the snackbar shows above the composer, never over it.
  const composerRef = useSnackbarClearance<HTMLDivElement>();

  if (arrangement.isError) {
    return (
      <Alert color="red" title={t('conversation.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{arrangement.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void arrangement.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const data = arrangement.data;
  const canSend = data?.allowed_operations.includes('SEND') ?? false;
  const name = data ? formatPersonName(data.other_party) : '';
  // SPEC §4, issue 16: Keep is offered only here, with the long-silence prompt, when the API allows it.
  const hasCompletionPrompt =
    data !== undefined && data.needs_completion_prompt && data.allowed_operations.includes('KEEP');

  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-label={data ? t('conversation.label', { name }) : t('conversation.loading')}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100dvh - 170px - var(--spona-banners-height, 0px))',
        minHeight: 420,
      }}
    >
      {data ? (
        <ConversationHeader
          arrangement={data}
          hasBackButton={isMobile}
          isMobile={isMobile}
          onSearch={() => setIsSearching(true)}
          actions={
            <ArrangementActions
              arrangement={data}
              requestedOperation={promptOperation}
              onRequestHandled={() => setPromptOperation(null)}
            />
          }
        />
      ) : (
        <ConversationHeaderSkeleton />
      )}
      {hasCompletionPrompt && (
        <Stack p="sm" pb={0}>
          <CompletionPrompt
            canComplete={data.allowed_operations.includes('COMPLETE')}
            onComplete={() => setPromptOperation('COMPLETE')}
            onKeep={() => setPromptOperation('KEEP')}
          />
        </Stack>
      )}
      {data && (data.open_proposal || isRequestToAnswer(data)) && (
        <Stack p="sm" pb={0} gap="xs">
          {data.open_proposal ? <ProposalCard arrangement={data} /> : <RequestTermsCard arrangement={data} />}
        </Stack>
      )}
      {data && <DeliveriesPanel arrangement={data} isMobile={isMobile} />}
      {conversation.error !== null && (
        <Alert color="red" m="sm" title={t('conversation.errorTitle')}>
          {conversation.error instanceof Error ? conversation.error.message : t('errors.generic')}
        </Alert>
      )}
      {isSearching ? (
        <ConversationSearch
          arrangementId={arrangementId}
          userId={userId}
          arrangement={data}
          onClose={() => setIsSearching(false)}
        />
      ) : (
        <MessageList
          userId={userId}
          messages={conversation.messages}
          pending={conversation.pending}
          isLoading={conversation.isLoading}
          isLoadingOlder={conversation.isLoadingOlder}
          hasOlder={conversation.hasOlder}
          onLoadOlder={() => void conversation.loadOlder().catch(() => undefined)}
          arrangement={data}
          footer={
            isTyping && data ? (
              <Text size="xs" c="dimmed" fs="italic" aria-live="polite" data-testid="typing-indicator">
                {t('conversation.typing', { name: data.other_party.first_name })}
              </Text>
            ) : null
          }
        />
      )}
      <Stack ref={composerRef} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {canSend ? (
          <Composer arrangementId={arrangementId} onSend={conversation.send} />
        ) : (
          data && (
            <Text size="sm" c="dimmed" ta="center">
              {t('conversation.closed')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
