import { Badge, Box, Button, Collapse, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPackage } from '@tabler/icons-react';
import type { TArrangement } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { approveDelivery, requestRevision } from '../api/collaborationApi';
import { useArrangementAction } from '../hooks/useArrangementAction';
import { formatPersonName } from '../lib/arrangementDisplay';
import { ActionDialog } from './ActionDialog';
import { DeliveryCard } from './DeliveryCard';
import { DeliveryDialog } from './DeliveryDialog';

type TDeliveryDialog = 'DELIVER' | 'APPROVE' | 'REVISE';

interface DeliveriesPanelProps {
  arrangement: TArrangement;
  isMobile: boolean;
}

/**
 * Issue 16 item 4: the conversation's deliveries, folded on a phone so the thread keeps the screen.
 * What the viewer may do comes from `allowed_operations` (the state machine decides): the creator
 * submits a delivery (DELIVER); the advertiser approves it (APPROVE, which completes the arrangement)
 * or asks for a revision (REVISE, with a note, while revisions are left).
 */
export function DeliveriesPanel({ arrangement, isMobile }: DeliveriesPanelProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const run = useArrangementAction(arrangement.id);
  const [dialog, setDialog] = useState<TDeliveryDialog | null>(null);
  const allowed = arrangement.allowed_operations;
  const canDeliver = allowed.includes('DELIVER');
  const canApprove = allowed.includes('APPROVE');
  const canRevise = allowed.includes('REVISE');
  const { deliveries } = arrangement;
  // A phone keeps the screen for the thread: folded there (the bar keeps its buttons and the latest
  // state); a desktop shows the deliveries while the work is in progress.
  const [isExpanded, setIsExpanded] = useState(!isMobile && arrangement.status === 'IN_PROGRESS');
  // The panel is mounted with the conversation: a request accepted while it is open unfolds it too.
  const [seenStatus, setSeenStatus] = useState(arrangement.status);
  if (seenStatus !== arrangement.status) {
    setSeenStatus(arrangement.status);
    if (!isMobile && arrangement.status === 'IN_PROGRESS') setIsExpanded(true);
  }
  const isCreator = arrangement.side === 'CREATOR';
  const name = formatPersonName(arrangement.other_party);

  if (deliveries.length === 0 && arrangement.status !== 'IN_PROGRESS') return null;

  const latest = deliveries.at(-1);
  const bodyId = `deliveries-${arrangement.id}`;

  return (
    <Box
      component="section"
      aria-label={t('deliveries.title')}
      px="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <UnstyledButton
          onClick={() => setIsExpanded((current) => !current)}
          aria-expanded={isExpanded}
          aria-controls={bodyId}
        >
          <Group gap={6} wrap="nowrap">
            {isExpanded ? (
              <IconChevronDown aria-hidden size={16} />
            ) : (
              <IconChevronRight aria-hidden size={16} />
            )}
            <IconPackage aria-hidden size={18} />
            <Text fw={600} size="sm">
              {t('deliveries.title')}
            </Text>
            {deliveries.length > 0 && (
              <Badge size="sm" variant="light" color="gray" circle>
                {deliveries.length}
              </Badge>
            )}
            {latest && !isExpanded && (
              <Text size="xs" c="dimmed" truncate>
                {t(
                  `deliveries.status.${latest.status === 'APPROVED' && latest.approved_automatically ? 'APPROVED_AUTOMATICALLY' : latest.status}`,
                )}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        <Group gap="xs">
          {canDeliver && (
            <Button size="xs" color="violet" onClick={() => setDialog('DELIVER')}>
              {t('deliveries.submit')}
            </Button>
          )}
          {canApprove && (
            <Button size="xs" color="teal" onClick={() => setDialog('APPROVE')}>
              {t('deliveries.approve')}
            </Button>
          )}
          {canRevise && (
            <Button size="xs" variant="light" color="orange" onClick={() => setDialog('REVISE')}>
              {t('deliveries.revise')}
            </Button>
          )}
        </Group>
      </Group>
      {canApprove && (
        <Text size="xs" c="dimmed" mt={4} data-testid="revisions-left">
          {canRevise
            ? t('deliveries.revisionsLeft', { count: arrangement.revisions_left })
            : t('deliveries.noRevisionsLeft')}
        </Text>
      )}

      <Collapse in={isExpanded} id={bodyId}>
        <ScrollArea.Autosize mah={isMobile ? '45dvh' : '35dvh'} mt="xs" type="auto" offsetScrollbars>
          {deliveries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {isCreator ? t('deliveries.emptyCreator') : t('deliveries.emptyAdvertiser', { name })}
            </Text>
          ) : (
            <Stack gap="xs">
              {[...deliveries].reverse().map((delivery) => (
                <DeliveryCard
                  key={delivery.id}
                  delivery={delivery}
                  number={deliveries.indexOf(delivery) + 1}
                  otherName={name}
                  isCreator={isCreator}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Collapse>

      <DeliveryDialog
        isOpen={dialog === 'DELIVER' && canDeliver}
        arrangement={arrangement}
        onClose={() => setDialog(null)}
      />
      <ActionDialog
        isOpen={dialog === 'APPROVE' && canApprove}
        title={t('deliveries.approveDialog.title')}
        description={t('deliveries.approveDialog.text', { name })}
        submitLabel={t('deliveries.approve')}
        submitColor="teal"
        onClose={() => setDialog(null)}
        onSubmit={async () => {
          // Issue 16: approval completes the arrangement; the rating dialog then opens (Conversation).
          await run(() => approveDelivery(arrangement.id));
          snackbar.show(t('deliveries.snack.approved'), { type: 'success' });
        }}
      />
      <ActionDialog
        isOpen={dialog === 'REVISE' && canRevise}
        title={t('deliveries.reviseDialog.title')}
        description={
          <>
            {t('deliveries.reviseDialog.text', { name })}{' '}
            <strong>{t('deliveries.revisionsLeft', { count: arrangement.revisions_left })}</strong>
          </>
        }
        textLabel={t('deliveries.reviseDialog.label')}
        isTextRequired
        requiredMessage={t('deliveries.reviseDialog.required')}
        submitLabel={t('deliveries.revise')}
        submitColor="orange"
        onClose={() => setDialog(null)}
        onSubmit={async (note) => {
          await run(() => requestRevision(arrangement.id, { note }));
          snackbar.show(t('deliveries.snack.revised'), { type: 'success' });
        }}
      />
    </Box>
  );
}
