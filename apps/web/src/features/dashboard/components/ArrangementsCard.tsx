import { Table, VisuallyHidden } from '@mantine/core';
import type { TDashboardData, TPeriodCounts } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatNumber } from '@spona/contracts';

type Arrangements = TDashboardData['arrangements'];

/**
 * The user's arrangements (SPEC §1): requested and in progress now; started (accepted) and completed
 * this week, this month and ever. Periods as `ZDashboardData` defines them (UTC).
 */
export function ArrangementsCard({ arrangements }: { arrangements: Arrangements }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const format = (value: number) => formatNumber(value, locale);
  const periodRow = (key: 'started' | 'completed', counts: TPeriodCounts) => (
    <Table.Tr key={key}>
      <Table.Th scope="row">{t(`arrangements.${key}`)}</Table.Th>
      <Table.Td data-testid={`arrangements-${key}-week`}>{format(counts.this_week)}</Table.Td>
      <Table.Td data-testid={`arrangements-${key}-month`}>{format(counts.this_month)}</Table.Td>
      <Table.Td data-testid={`arrangements-${key}-total`}>{format(counts.total)}</Table.Td>
    </Table.Tr>
  );
  const nowRow = (key: 'requested' | 'inProgress', value: number) => (
    <Table.Tr key={key}>
      <Table.Th scope="row">{t(`arrangements.${key}`)}</Table.Th>
      <Table.Td colSpan={3} data-testid={`arrangements-${key}`}>
        {format(value)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>{t('arrangements.kind')}</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col">{t('period.week')}</Table.Th>
              <Table.Th scope="col">{t('period.month')}</Table.Th>
              <Table.Th scope="col">{t('period.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periodRow('started', arrangements.started)}
            {periodRow('completed', arrangements.completed)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={t('arrangements.now')}>
        <Table.Tbody>
          {nowRow('requested', arrangements.requested)}
          {nowRow('inProgress', arrangements.in_progress)}
        </Table.Tbody>
      </Table>
    </>
  );
}
