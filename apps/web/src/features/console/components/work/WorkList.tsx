import { Alert, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Skeleton } from '../../../../ui/Skeleton';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../../lib/formErrors';
import { useIsMobile } from '../../../../ui/hooks/useIsMobile';
import { WorkPaging } from './WorkPaging';

export interface WorkColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** The actions' column: no label on a phone's card, buttons at its foot. */
  isActions?: boolean;
}

interface WorkListProps<T> {
  /** The table's accessible name (the queue's). */
  label: string;
  query: UseQueryResult<{ data: T[]; total: number }>;
  columns: WorkColumn<T>[];
  rowKey: (item: T) => number | string;
  /** Said when the list is empty: the queue is clear (or, for a search, that nothing matched). */
  emptyText: string;
  /** A queue's empty state is good news (a tick); a search's is not. */
  isQueue?: boolean;
  skip: number;
  limit: number;
  onSkipChange: (skip: number) => void;
}

const SKELETON_ROWS = 4;

/**
 * Issue 17: a console list: a table on a desktop, stacked cards on a phone (390 px), skeletons while
 * loading, the API's error with a retry, an empty state, and paging.
 */
export function WorkList<T>({
  label,
  query,
  columns,
  rowKey,
  emptyText,
  isQueue = true,
  skip,
  limit,
  onSkipChange,
}: WorkListProps<T>) {
  const { t } = useTranslation('consoleWork');
  const isMobile = useIsMobile();

  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} h={isMobile ? 120 : 44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('list.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOfError(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { data: items, total } = query.data;
  if (items.length === 0 && skip === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Group gap="sm" wrap="nowrap">
          {isQueue && <IconCircleCheck aria-hidden size={28} color="var(--mantine-color-green-7)" />}
          <Text>{emptyText}</Text>
        </Group>
      </Paper>
    );
  }

  const paging = (
    <WorkPaging skip={skip} limit={limit} total={total} shown={items.length} onSkipChange={onSkipChange} />
  );

  if (isMobile) {
    return (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper key={rowKey(item)} component="li" withBorder p="sm" radius="md">
              <Stack gap={6}>
                {columns.map((column) =>
                  column.isActions ? (
                    <Box key={column.key} pt={4}>
                      {column.render(item)}
                    </Box>
                  ) : (
                    <Box key={column.key}>
                      <Text size="xs" c="dimmed" fw={600}>
                        {column.header}
                      </Text>
                      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {column.render(item)}
                      </Box>
                    </Box>
                  ),
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
        {paging}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={label} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={rowKey(item)} style={{ verticalAlign: 'top' }}>
                {columns.map((column) => (
                  // Long words wrap only when they would not fit whole: 'anywhere' would let the table
                  // squeeze its columns until words break ("Instagra|m", "yesterd|ay").
                  <Table.Td key={column.key} style={{ overflowWrap: 'break-word' }}>
                    {column.render(item)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging}
    </Stack>
  );
}
