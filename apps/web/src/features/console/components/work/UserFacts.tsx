import { Alert, Badge, Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TConsoleUserDetail } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleUserAvatar } from './ConsoleUserAvatar';
import { UserFlags } from './UserFlags';
import { useWorkFormat } from '../../hooks/useWorkFormat';

/** Issue 17: who the user is: photo, facts, flags (with the unapproval's reason) and social accounts. */
export function UserFacts({ detail }: { detail: TConsoleUserDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const { user } = detail;
  const facts: [string, ReactNode][] = [
    [t('columns.username'), `@${user.username}`],
    [t('columns.email'), user.email],
    [t('columns.type'), t(`userType.${user.type}`)],
    [t('columns.joined'), format.date(user.created_at)],
    [t('user.language'), user.preferred_language],
    [t('user.city'), user.city ?? '–'],
    [t('user.company'), user.company ?? '–'],
    [t('user.website'), user.website ?? '–'],
    [t('columns.followers'), format.count(user.followers)],
    [
      t('user.rating'),
      user.rating_average === null
        ? t('user.noRating')
        : t('user.ratingValue', { average: user.rating_average.toFixed(1), count: user.rating_count }),
    ],
  ];
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ConsoleUserAvatar image={user.image} userId={user.id} size={64} />
        <Stack gap={4}>
          <UserFlags user={user} />
          {user.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
              {user.description}
            </Text>
          )}
        </Stack>
      </Group>
      {user.unapproved && (
        <Alert color="red" title={t('user.unapprovedTitle')}>
          {t('user.flagReason', { reason: user.unapproved_reason ?? '–' })}
          {user.unapproved_at && ` · ${format.dateTime(user.unapproved_at)}`}
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {detail.social_accounts.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('user.socialAccounts')} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.network')}</Table.Th>
                <Table.Th scope="col">{t('columns.username')}</Table.Th>
                <Table.Th scope="col">{t('columns.followers')}</Table.Th>
                <Table.Th scope="col">{t('columns.verification')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.social_accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.network}</Table.Td>
                  <Table.Td>@{account.username}</Table.Td>
                  <Table.Td>{format.count(account.followers)}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      color={account.verification === 'VERIFIED' ? 'green' : 'gray'}
                    >
                      {t(`verification.${account.verification}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
