import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TArrangement } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsArrangementUnseen, useIsUserOnline } from '../../../lib/realtime/realtimeStore';
import { findAvatarUrl, formatPersonName, STATUS_COLORS } from '../lib/arrangementDisplay';
import { useMessagePreview } from '../hooks/useMessagePreview';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { describeCompensation, type Translate } from '../lib/termsDisplay';

interface ArrangementListItemProps {
  arrangement: TArrangement;
  isSelected: boolean;
}

/** One arrangement in the messenger list: the other party, the offer, the last message and its state. */
export function ArrangementListItem({ arrangement, isSelected }: ArrangementListItemProps) {
  const { t } = useTranslation('messenger');
  const other = arrangement.other_party;
  const name = formatPersonName(other);
  const isUnseen = useIsArrangementUnseen(arrangement.id);
  const isOnline = useIsUserOnline(other.id);
  const preview = useMessagePreview(arrangement.last_message, arrangement);
  const { locale } = useLanguage();
  const compensation = arrangement.terms.compensation;
  const unseenCount = Math.max(arrangement.unseen_count, isUnseen ? 1 : 0);

  return (
    <UnstyledButton
      component={Link}
      to={`/messenger/${arrangement.id}`}
      aria-current={isSelected ? 'page' : undefined}
      data-testid="arrangement-item"
      p="sm"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        background: isSelected ? 'var(--mantine-color-violet-0)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar src={findAvatarUrl(other)} alt={t('list.avatarAlt', { name })} radius="xl" size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap={6}>
            <Text fw={unseenCount > 0 ? 700 : 600} truncate>
              {name}
              {isOnline && (
                <Text span c="teal.8" size="xs" ml={6}>
                  {t('presence.online')}
                </Text>
              )}
            </Text>
            {unseenCount > 0 && (
              <Badge color="red.9" size="sm" circle aria-label={t('list.unseen', { count: unseenCount })}>
                {unseenCount}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" c="dimmed" truncate>
              {arrangement.offer.name}
            </Text>
            {/* Issue 16: the amount (or 'Giveaway') of the terms. */}
            {compensation && (
              <Text
                size="sm"
                fw={600}
                c="violet.8"
                style={{ flexShrink: 0 }}
                data-testid="arrangement-amount"
              >
                {describeCompensation(compensation, locale, t as unknown as Translate)}
              </Text>
            )}
          </Group>
          <Text size="sm" truncate fw={unseenCount > 0 ? 600 : 400}>
            {preview ?? t('list.noMessages')}
          </Text>
          <Badge color={STATUS_COLORS[arrangement.status]} variant="light" size="sm">
            {t(`status.${arrangement.status}`)}
          </Badge>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
