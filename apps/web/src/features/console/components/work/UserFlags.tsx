import { Badge, Group, Text } from '@mantine/core';
import type { TConsoleUserRow } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useWorkFormat } from '../../hooks/useWorkFormat';

/** Issue 17: what is special about a user: unapproved, featured (until when), unconfirmed, deleted. */
export function UserFlags({ user }: { user: TConsoleUserRow }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const flags = [
    user.unapproved && (
      <Badge key="unapproved" size="sm" color="red" variant="light">
        {t('flags.unapproved')}
      </Badge>
    ),
    user.featured && (
      <Badge key="featured" size="sm" color="yellow" variant="light">
        {user.featured_until
          ? t('flags.featuredUntil', { date: format.date(user.featured_until) })
          : t('flags.featured')}
      </Badge>
    ),
    !user.email_verified && (
      <Badge key="unconfirmed" size="sm" color="gray" variant="light">
        {t('flags.unconfirmed')}
      </Badge>
    ),
    user.deleted && (
      <Badge key="deleted" size="sm" color="dark" variant="light">
        {t('flags.deleted')}
      </Badge>
    ),
  ].filter(Boolean);
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {flags}
    </Group>
  );
}
