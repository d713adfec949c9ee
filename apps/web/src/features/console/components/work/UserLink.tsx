import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TConsoleUserRef } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Issue 17: a user named in a console row: their name linking to their console page, @username, type. */
export function UserLink({ user, isCompact = false }: { user: TConsoleUserRef; isCompact?: boolean }) {
  const { t } = useTranslation('consoleWork');
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={`/console/users/${user.id}`} fw={600} size="sm">
          {user.name || `@${user.username}`}
        </Anchor>
        {user.deleted && (
          <Badge size="xs" color="gray" variant="light">
            {t('flags.deleted')}
          </Badge>
        )}
      </Group>
      {!isCompact && (
        <Text size="xs" c="dimmed">
          {t('users.usernameAndType', { username: user.username, type: t(`userType.${user.type}`) })}
        </Text>
      )}
    </Stack>
  );
}
