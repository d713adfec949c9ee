import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TArrangement } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProposalAnswerDialog } from './ProposalAnswerDialog';
import { TermsSummary } from './TermsSummary';

interface ProposalCardProps {
  arrangement: TArrangement;
}

/**
 * Issue 16: the open counter-offer above the thread: who proposed what and with which message; the
 * other party accepts or declines it here, the proposer waits for the answer.
 */
export function ProposalCard({ arrangement }: ProposalCardProps) {
  const { t } = useTranslation('messenger');
  const [action, setAction] = useState<'ACCEPT' | 'DECLINE' | null>(null);
  const proposal = arrangement.open_proposal;
  if (!proposal) return null;
  const other = arrangement.other_party;
  const isMine = proposal.proposer !== other.id;
  const canAccept = arrangement.allowed_operations.includes('ACCEPT_PROPOSAL');
  const canDecline = arrangement.allowed_operations.includes('DECLINE_PROPOSAL');

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="yellow.0"
      component="section"
      aria-label={t('proposal.cardLabel')}
      data-testid="proposal-card"
    >
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {isMine ? t('proposal.byMe') : t('proposal.byOther', { name: other.first_name })}
        </Text>
        <TermsSummary terms={proposal.terms} />
        {proposal.message && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {proposal.message}
          </Text>
        )}
        {isMine ? (
          <Text size="sm" c="dimmed">
            {t('proposal.waiting', { name: other.first_name })}
          </Text>
        ) : (
          (canAccept || canDecline) && (
            <Group gap="xs">
              {canAccept && (
                <Button size="xs" color="teal" onClick={() => setAction('ACCEPT')}>
                  {t('proposal.accept')}
                </Button>
              )}
              {canDecline && (
                <Button size="xs" variant="light" color="red" onClick={() => setAction('DECLINE')}>
                  {t('proposal.decline')}
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
      <ProposalAnswerDialog action={action} arrangement={arrangement} onClose={() => setAction(null)} />
    </Paper>
  );
}
