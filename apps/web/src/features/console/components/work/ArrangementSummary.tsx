import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TArrangementStatus, TConsoleArrangementRef } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { UserLink } from './UserLink';

const STATUS_COLORS: Record<TArrangementStatus, string> = {
  REQUESTED: 'blue',
  IN_PROGRESS: 'teal',
  COMPLETED: 'green',
  ABORTED: 'red',
  DECLINED: 'gray',
  CANCELED: 'gray',
  EXPIRED: 'gray',
};

/** Issue 17: an arrangement's status as a badge. */
export function ArrangementStatusBadge({ status }: { status: TArrangementStatus }) {
  const { t } = useTranslation('consoleWork');
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
      {t(`arrangementStatus.${status}`)}
    </Badge>
  );
}

/** Issue 17: an arrangement in a console row: the offer, both parties (each a link), its status. */
export function ArrangementSummary({ arrangement }: { arrangement: TConsoleArrangementRef }) {
  const { t } = useTranslation('consoleWork');
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {arrangement.offer.name}
        </Text>
        <ArrangementStatusBadge status={arrangement.status} />
      </Group>
      <Group gap={6} wrap="wrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {t('arrangement.requester')}
        </Text>
        <UserLink user={arrangement.requester} isCompact />
        <Text size="xs" c="dimmed">
          {t('arrangement.receiver')}
        </Text>
        <UserLink user={arrangement.receiver} isCompact />
      </Group>
    </Stack>
  );
}
