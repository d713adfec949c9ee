import { Button, Stack, Text } from '@mantine/core';
import { CONSOLE_PAGE_DEFAULT_LIMIT, type TConsoleReport } from '@spona/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleWorkKeys, fetchReports, type TReportTab } from '../api/consoleWorkApi';
import { ArrangementSummary } from '../components/work/ArrangementSummary';
import { StatusFilter } from '../components/work/StatusFilter';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkList, type WorkColumn } from '../components/work/WorkList';
import { WorkFrame } from '../components/work/WorkFrame';

const LIMIT = CONSOLE_PAGE_DEFAULT_LIMIT;

/** Issue 17 (SPEC §2: a problem report, "You will be contacted soon"): open and resolved reports. */
export function ReportsPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const [status, setStatus] = useState<TReportTab>('open');
  const [skip, setSkip] = useState(0);
  const query = useQuery({
    queryKey: consoleWorkKeys.reportList(status, skip),
    queryFn: ({ signal }) => fetchReports(status, skip, LIMIT, signal),
    placeholderData: keepPreviousData,
  });

  const columns: WorkColumn<TConsoleReport>[] = [
    { key: 'reporter', header: t('columns.reporter'), render: (item) => <UserLink user={item.reporter} /> },
    {
      key: 'arrangement',
      header: t('columns.arrangement'),
      render: (item) => <ArrangementSummary arrangement={item.arrangement} />,
    },
    {
      key: 'report',
      header: t('columns.report'),
      render: (item) => (
        <Stack gap={2}>
          {item.reason && (
            <Text size="sm" fw={600}>
              {item.reason}
            </Text>
          )}
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {item.content}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'age',
      header: status === 'open' ? t('columns.waiting') : t('columns.resolved'),
      render: (item) => {
        const at = status === 'open' ? item.created_at : (item.resolved_at ?? item.created_at);
        return (
          <Text size="sm" title={format.dateTime(at)}>
            {format.age(at)}
          </Text>
        );
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      isActions: true,
      render: (item) => (
        <Button
          component={Link}
          to={`/console/reports/${item.id}`}
          size="xs"
          variant="light"
          aria-label={t('reports.openLabel', { id: item.id, name: item.reporter.name })}
        >
          {t('reports.open')}
        </Button>
      ),
    },
  ];

  return (
    <WorkFrame title={t('reports.title')} intro={t('reports.intro')}>
      <StatusFilter
        label={t('reports.show')}
        value={status}
        options={[
          { value: 'open', label: t('reports.statusOpen') },
          { value: 'resolved', label: t('reports.statusResolved') },
        ]}
        onChange={(next) => {
          setStatus(next);
          setSkip(0);
        }}
      />
      <WorkList
        label={t('reports.title')}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={status === 'open' ? t('reports.empty') : t('reports.emptyResolved')}
        skip={skip}
        limit={LIMIT}
        onSkipChange={setSkip}
      />
    </WorkFrame>
  );
}
