import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TCampaignArrangement, TCampaignCreator } from '@spona/contracts';
import { IconAlertCircle, IconMessages, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';
import { formatNumber, formatEuros } from '@spona/contracts';
import { STATUS_COLORS } from '../../messenger/lib/arrangementDisplay';

interface CampaignCreatorItemProps {
  entry: TCampaignCreator;
  isSent: boolean;
  /** Draft: the creator may be taken out (null once sent). */
  onRemove: (() => void) | null;
  isRemoving?: boolean;
}

/**
 * Issue 20: a creator of a campaign: followers, the service and its price (or the guide price, said
 * so), why they cannot receive the request, and once sent their arrangement's state, deliveries and
 * spend with a link to the conversation.
 */
export function CampaignCreatorItem({ entry, isSent, onRemove, isRemoving }: CampaignCreatorItemProps) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const { creator, offer, arrangement, blocked } = entry;
  const name = `${creator.first_name} ${creator.last_name}`;
  const isGuide = offer.price === null;

  return (
    <li data-testid="campaign-creator" data-name={name}>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ProfileAvatar user={creator} alt="" size={48} radius={48} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/creator/${creator.id}`}
                fw={700}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
              <Text size="sm">
                {t('creator.followers', {
                  count: creator.followers_count,
                  formatted: formatNumber(creator.followers_count, locale),
                })}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {offer.name}
              </Text>
            </Stack>
          </Group>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={700} data-testid="creator-price">
              {formatEuros(entry.counted_price, locale)}
            </Text>
            {isGuide && (
              <Badge size="sm" variant="light" color="orange">
                {t('creator.guidePrice')}
              </Badge>
            )}
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('creator.remove', { name })}
                loading={isRemoving}
                onClick={onRemove}
              >
                <IconTrash aria-hidden size={18} />
              </ActionIcon>
            )}
          </Stack>
        </Group>
        {blocked && (
          <Group gap={6} wrap="nowrap" mt="xs" align="flex-start" data-testid="creator-blocked">
            <IconAlertCircle
              aria-hidden
              size={18}
              color="var(--mantine-color-orange-9)"
              style={{ flexShrink: 0 }}
            />
            <Text size="sm">
              {t(isSent ? 'creator.leftOut' : 'creator.blocked', { reason: blocked.message })}
            </Text>
          </Group>
        )}
        {arrangement && <ArrangementLine arrangement={arrangement} name={name} />}
      </Paper>
    </li>
  );
}

function ArrangementLine({ arrangement, name }: { arrangement: TCampaignArrangement; name: string }) {
  const { t } = useTranslation('campaigns');
  const { t: tMessenger } = useTranslation('messenger');
  const { locale } = useLanguage();
  const { deliveries } = arrangement;
  return (
    <Group
      justify="space-between"
      gap="xs"
      mt="xs"
      pt="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm">
        <Badge color={STATUS_COLORS[arrangement.status]} variant="light" data-testid="arrangement-status">
          {tMessenger(`status.${arrangement.status}`)}
        </Badge>
        <Text size="sm">
          {deliveries.total === 0
            ? t('creator.noDeliveries')
            : t('creator.deliveries', { count: deliveries.total, approved: deliveries.approved })}
        </Text>
        <Text size="sm">{t('creator.spend', { amount: formatEuros(arrangement.spend, locale) })}</Text>
      </Group>
      <Button
        component={Link}
        to={`/messenger/${arrangement.id}`}
        size="xs"
        variant="light"
        leftSection={<IconMessages aria-hidden size={16} />}
        aria-label={t('creator.openConversationWith', { name })}
      >
        {t('creator.openConversation')}
      </Button>
    </Group>
  );
}
