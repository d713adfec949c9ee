import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ARRANGEMENT_STATUSES, type TConsoleOverview, type TConsoleQueue } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../app/PageLoader';
import { messageOfError } from '../../../lib/formErrors';
import { consoleKeys, fetchOverview } from '../api/consoleApi';
import { AutoGrid } from '../components/AutoGrid';
import { WeeklyBarChart, type ChartSeries } from '../components/WeeklyBarChart';
import { useConsoleTitle } from '../hooks/useConsoleTitle';
import { formatAge, formatMinutes } from '../lib/formatAge';

/** Each queue's page in the console. */
const QUEUE_PATHS: Record<TConsoleQueue, string> = {
  verifications: '/console/verifications',
  reports: '/console/reports',
  bugs: '/console/bugs',
  type_requests: '/console/type-requests',
  appeals: '/console/appeals',
};

/** Colours of the arrangement statuses in the chart, in ARRANGEMENT_STATUSES order. */
const STATUS_COLORS = ['blue.6', 'yellow.6', 'green.7', 'red.7', 'gray.6', 'grape.6', 'orange.7'].map(
  (color) => `var(--mantine-color-${color.replace('.', '-')})`,
);

/**
 * Issue 17: `/console`, the console's home: one card per queue (its size, its oldest item's age, a
 * link), the median time to verify over 30 days, and sign-ups and arrangements per week (12 weeks).
 */
export function ConsoleHomePage() {
  const { t } = useTranslation('console');
  useConsoleTitle(t('home.title'));
  const overview = useQuery({
    queryKey: consoleKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    refetchInterval: 60_000,
  });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      {overview.isPending ? (
        <PageLoader />
      ) : overview.isError ? (
        <Alert color="red" role="alert">
          {messageOfError(overview.error)}
        </Alert>
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </Stack>
  );
}

function OverviewFigures({ overview }: { overview: TConsoleOverview }) {
  const { t } = useTranslation('console');
  const weeks = overview.weeks.map((row) => row.week);
  const signups: ChartSeries[] = [
    {
      key: 'creators',
      label: t('home.creators'),
      color: 'var(--mantine-color-blue-6)',
      values: overview.weeks.map((row) => row.signups.creators),
    },
    {
      key: 'advertisers',
      label: t('home.advertisers'),
      color: 'var(--mantine-color-orange-7)',
      values: overview.weeks.map((row) => row.signups.advertisers),
    },
  ];
  const arrangements: ChartSeries[] = ARRANGEMENT_STATUSES.map((status, index) => ({
    key: status,
    label: t(`arrangementStatus.${status}`),
    color: STATUS_COLORS[index % STATUS_COLORS.length]!,
    values: overview.weeks.map((row) => row.arrangements[status] ?? 0),
  }));
  return (
    <Stack gap="xl">
      <section aria-labelledby="console-queues">
        <Title order={2} size="h3" id="console-queues" mb="sm">
          {t('home.queues')}
        </Title>
        <AutoGrid minWidth={220}>
          {overview.queues.map((row) => (
            <Paper key={row.queue} withBorder p="md" radius="md">
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t(`queues.${row.queue}`)}
                </Title>
                <Text fz={32} fw={700} lh={1.1}>
                  {row.count}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.oldest_at ? t('home.oldest', { age: formatAge(t, row.oldest_at) }) : t('home.empty')}
                </Text>
                <Anchor component={Link} to={QUEUE_PATHS[row.queue]} size="sm">
                  {t('home.openQueue', { queue: t(`queues.${row.queue}`) })}
                </Anchor>
              </Stack>
            </Paper>
          ))}
          <Paper withBorder p="md" radius="md">
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('home.medianVerify')}
              </Title>
              <Text fz={32} fw={700} lh={1.1}>
                {overview.median_verify_minutes === null
                  ? '–'
                  : formatMinutes(t, overview.median_verify_minutes)}
              </Text>
              <Text size="sm" c="dimmed">
                {overview.median_verify_minutes === null ? t('home.medianNone') : t('home.medianHint')}
              </Text>
            </Stack>
          </Paper>
        </AutoGrid>
      </section>
      <section aria-labelledby="console-weeks">
        <Title order={2} size="h3" id="console-weeks" mb="sm">
          {t('home.weeks')}
        </Title>
        <AutoGrid minWidth={420} gap="xl">
          <Paper withBorder p="md" radius="md">
            <WeeklyBarChart title={t('home.signups')} weeks={weeks} series={signups} />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <WeeklyBarChart title={t('home.arrangements')} weeks={weeks} series={arrangements} />
          </Paper>
        </AutoGrid>
      </section>
    </Stack>
  );
}
