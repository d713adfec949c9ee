import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { TDelivery } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { PrivateFiles } from './PrivateFiles';

/** Badge colours of a delivery's states. */
const DELIVERY_COLORS: Record<TDelivery['status'], string> = {
  PENDING: 'yellow',
  REVISION_REQUESTED: 'orange',
  APPROVED: 'teal',
};

function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

interface DeliveryCardProps {
  delivery: TDelivery;
  /** Its place among the arrangement's deliveries, from 1. */
  number: number;
  /** The other party's name, for 'waiting for …'. */
  otherName: string;
  /** The viewer delivers (the creator) rather than approves. */
  isCreator: boolean;
}

/**
 * Issue 16: one delivery with its state (pending, revision requested with the advertiser's note,
 * approved or approved automatically), its links, note and files, and for a pending one when it is
 * approved by itself.
 */
export function DeliveryCard({ delivery, number, otherName, isCreator }: DeliveryCardProps) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  const statusKey =
    delivery.status === 'APPROVED' && delivery.approved_automatically
      ? 'APPROVED_AUTOMATICALLY'
      : delivery.status;
  const titleId = `delivery-${delivery.id}`;

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={titleId} data-testid="delivery">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600} size="sm" id={titleId}>
              {t('deliveries.number', { number })}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={delivery.created_at}>
                {t('deliveries.submittedAt', { date: formatDateTime(delivery.created_at, locale) })}
              </time>
            </Text>
          </Stack>
          <Badge color={DELIVERY_COLORS[delivery.status]} variant="light" data-testid="delivery-status">
            {t(`deliveries.status.${statusKey}`)}
          </Badge>
        </Group>

        {delivery.links.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              {t('deliveries.links')}
            </Text>
            <List size="sm" spacing={2}>
              {delivery.links.map((link) => (
                <List.Item key={link}>
                  <Anchor
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer nofollow ugc"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {link}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        {delivery.note && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              {t('deliveries.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {delivery.note}
            </Text>
          </Stack>
        )}

        {delivery.files.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              {t('deliveries.files')}
            </Text>
            <PrivateFiles files={delivery.files} />
          </Stack>
        )}

        {delivery.status === 'REVISION_REQUESTED' && delivery.answer_note && (
          <Paper bg="orange.0" radius="sm" p="xs">
            <Text size="xs" fw={600}>
              {t('deliveries.answerNote')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {delivery.answer_note}
            </Text>
          </Paper>
        )}

        {delivery.status === 'PENDING' && (
          <Stack gap={2}>
            {isCreator && (
              <Text size="xs" c="dimmed">
                {t('deliveries.waiting', { name: otherName })}
              </Text>
            )}
            {delivery.auto_approve_at && (
              <Text size="xs" c="dimmed" data-testid="auto-approve">
                <time dateTime={delivery.auto_approve_at}>
                  {t('deliveries.autoApprove', { date: formatDateTime(delivery.auto_approve_at, locale) })}
                </time>
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
