import { Box, Group, Stack } from '@mantine/core';
import { Skeleton, SkeletonLine } from '../../../ui/Skeleton';

/**
 * An arrangement of the messenger list while the list loads (issue 18): the avatar, the name, the offer,
 * the last message and the status badge of ArrangementListItem, at their heights, so that the list
 * takes its place without a jump.
 */
export function ArrangementListItemSkeleton() {
  return (
    <Box p="sm" aria-hidden>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Skeleton circle h={44} style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <SkeletonLine height={24.8} width="55%" bar={14} />
          <SkeletonLine height={20.3} width="80%" />
          <SkeletonLine height={20.3} width="90%" />
          <Skeleton h={18} w={80} radius="xl" />
        </Stack>
      </Group>
    </Box>
  );
}
