import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TConsoleUserDetail } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrangementStatusBadge } from './ArrangementSummary';
import { UserLink } from './UserLink';
import { useWorkFormat } from '../../hooks/useWorkFormat';

const listStyle = { listStyle: 'none' } as const;

/** Issue 17: a user's arrangements, each with its status and the other party. */
export function UserArrangements({ detail }: { detail: TConsoleUserDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  if (detail.arrangements.length === 0) return <Text c="dimmed">{t('user.noArrangements')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {detail.arrangements.map((arrangement) => {
        const isRequester = arrangement.requester.id === detail.user.id;
        const other = isRequester ? arrangement.receiver : arrangement.requester;
        return (
          <Paper component="li" key={arrangement.id} withBorder p="xs" radius="md">
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {arrangement.offer.name}
              </Text>
              <ArrangementStatusBadge status={arrangement.status} />
            </Group>
            <Group gap={6} wrap="wrap">
              <Text size="xs" c="dimmed">
                {isRequester ? t('user.requestedFrom') : t('user.requestedBy')}
              </Text>
              <UserLink user={other} isCompact />
              <Text size="xs" c="dimmed">
                {format.date(arrangement.created_at)}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Issue 17: problem reports the user made or that concern their arrangements. */
export function UserReports({ detail }: { detail: TConsoleUserDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  if (detail.reports.length === 0) return <Text c="dimmed">{t('user.noReports')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {detail.reports.map((report) => (
        <Paper component="li" key={report.id} withBorder p="xs" radius="md">
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={`/console/reports/${report.id}`} size="sm" fw={600}>
              {t('user.reportLink', { id: report.id, offer: report.arrangement.offer.name })}
            </Anchor>
            <Badge size="sm" variant="light" color={report.resolved_at ? 'green' : 'orange'}>
              {report.resolved_at ? t('reports.statusResolved') : t('reports.statusOpen')}
            </Badge>
            <Text size="xs" c="dimmed">
              {format.date(report.created_at)}
            </Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {report.reason ?? report.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** Issue 17: the user's appeals of flags and their account-type requests, with staff's answers. */
export function UserRequests({ detail }: { detail: TConsoleUserDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  if (detail.appeals.length === 0 && detail.type_requests.length === 0) {
    return <Text c="dimmed">{t('user.noRequests')}</Text>;
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {detail.appeals.map((appeal) => (
        <Paper component="li" key={`appeal-${appeal.id}`} withBorder p="xs" radius="md">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {appeal.subject === 'OFFER'
                ? t('user.appealOfOffer', {
                    name:
                      detail.offers.find((offer) => offer.id === appeal.offer_id)?.name ??
                      `#${appeal.offer_id ?? '?'}`,
                  })
                : t('user.appealOfAccount')}
            </Text>
            <Badge size="sm" variant="light">
              {t(`appealStatus.${appeal.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {format.date(appeal.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.message}
          </Text>
          {appeal.decision_note && (
            <Text size="xs" c="dimmed">
              {t('appeals.decisionNote', { note: appeal.decision_note })}
            </Text>
          )}
        </Paper>
      ))}
      {detail.type_requests.map((request) => (
        <Paper component="li" key={`type-${request.id}`} withBorder p="xs" radius="md">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {t('typeRequests.change', {
                from: t(`userType.${request.from_type}`),
                to: t(`userType.${request.to_type}`),
              })}
            </Text>
            <Badge size="sm" variant="light">
              {t(`requestStatus.${request.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {format.date(request.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.reason}
          </Text>
          {request.decision_note && (
            <Text size="xs" c="dimmed">
              {t('typeRequests.decisionNote', { note: request.decision_note })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
