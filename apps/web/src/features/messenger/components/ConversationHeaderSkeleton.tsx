import { Group, Stack } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * The conversation's header while its arrangement loads (issue 18): the avatar, name, presence and offer,
 * the terms and the actions of ConversationHeader, about as tall, so the messages below do not move.
 */
export function ConversationHeaderSkeleton() {
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      aria-hidden
      data-testid="conversation-header-skeleton"
    >
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle h={44} style={{ flexShrink: 0 }} />
        <Stack gap={8} py={6} style={{ flex: 1, minWidth: 0 }}>
          <Skeleton h={14} w="40%" />
          <Skeleton h={10} w="20%" />
          <Skeleton h={12} w="55%" />
        </Stack>
      </Group>
      <Skeleton h={14} w="70%" style={{ marginBlock: 4 }} />
      <Group gap="xs">
        <Skeleton h={30} w={110} radius="md" />
        <Skeleton h={30} w={90} radius="md" />
      </Group>
    </Stack>
  );
}
