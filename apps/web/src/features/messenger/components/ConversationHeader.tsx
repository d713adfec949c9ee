import { ActionIcon, Anchor, Avatar, Badge, Group, Indicator, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { TArrangement } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsUserOnline } from '../../../lib/realtime/realtimeStore';
import { findAvatarUrl, formatPersonName, STATUS_COLORS } from '../lib/arrangementDisplay';
import { TermsSummary } from './TermsSummary';

interface ConversationHeaderProps {
  arrangement: TArrangement;
  /** Mobile: the list is another screen, reached with this back button. */
  hasBackButton: boolean;
  /** Phone: the status moves beside the actions (one menu) so the name keeps its room. */
  isMobile: boolean;
  actions: ReactNode;
  onSearch: () => void;
}

/** The other party with their online state, the offer, the status, the terms and the allowed actions. */
export function ConversationHeader({
  arrangement,
  hasBackButton,
  isMobile,
  actions,
  onSearch,
}: ConversationHeaderProps) {
  const { t } = useTranslation('messenger');
  const other = arrangement.other_party;
  const name = formatPersonName(other);
  const isOnline = useIsUserOnline(other.id);
  const profilePath = other.type === 'INFLUENCER' ? `/creator/${other.id}` : `/advertiser/${other.id}`;
  const status = (
    <Badge
      color={STATUS_COLORS[arrangement.status]}
      variant="light"
      data-testid="arrangement-status"
      style={{ flexShrink: 0 }}
    >
      {t(`status.${arrangement.status}`)}
    </Badge>
  );

  return (
    <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm" wrap="nowrap">
        {hasBackButton && (
          <ActionIcon component={Link} to="/messenger" variant="subtle" aria-label={t('conversation.back')}>
            <IconArrowLeft aria-hidden size={20} />
          </ActionIcon>
        )}
        <Indicator color="teal" position="bottom-end" offset={6} size={12} withBorder disabled={!isOnline}>
          <Avatar src={findAvatarUrl(other)} alt={t('list.avatarAlt', { name })} radius="xl" size={44} />
        </Indicator>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={profilePath} fw={700} truncate c="dark">
            {name}
          </Anchor>
          <Text size="xs" c={isOnline ? 'teal.8' : 'dimmed'} data-testid="presence">
            {t(isOnline ? 'presence.online' : 'presence.offline')}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {arrangement.offer.name}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="dark" aria-label={t('search.open')} onClick={onSearch}>
          <IconSearch aria-hidden size={18} />
        </ActionIcon>
        {!isMobile && status}
      </Group>
      {/* Issue 16: the terms, always visible. */}
      <TermsSummary terms={arrangement.terms} isCompact />
      {isMobile ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {status}
          {actions}
        </Group>
      ) : (
        actions
      )}
    </Stack>
  );
}
