import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { consoleWorkKeys, fetchReport } from '../api/consoleWorkApi';
import { ArrangementSummary } from '../components/work/ArrangementSummary';
import { ReportActions } from '../components/work/ReportActions';
import { ReportConversation } from '../components/work/ReportConversation';
import { ReportDeliveries } from '../components/work/ReportDeliveries';
import { useWorkFormat } from '../hooks/useWorkFormat';
import { UserLink } from '../components/work/UserLink';
import { WorkFrame } from '../components/work/WorkFrame';
import { WorkSection } from '../components/work/WorkSection';

/**
 * Issue 17: one problem report whole: the report, its arrangement, the conversation read-only and
 * the deliveries, with what staff can do. Every read is recorded in the audit log, which the page says.
 */
export function ReportPage() {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: consoleWorkKeys.report(id),
    queryFn: ({ signal }) => fetchReport(id, signal),
    enabled: isValidId,
    // Each read of a conversation is audited: no reading again on a window's focus.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const back = (
    <Anchor component={Link} to="/console/reports" size="sm">
      {t('report.back')}
    </Anchor>
  );

  if (!isValidId || query.isError) {
    return (
      <WorkFrame title={t('report.title', { id: isValidId ? id : '?' })}>
        <Alert color="red" role="alert">
          {isValidId ? messageOfError(query.error) : t('report.notFound')}
        </Alert>
        {back}
      </WorkFrame>
    );
  }
  const report = query.data;
  return (
    <WorkFrame title={t('report.title', { id })}>
      {back}
      <Alert color="blue" icon={<IconEye aria-hidden />}>
        {t('report.auditNotice')}
      </Alert>
      {!report ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <>
          <WorkSection title={t('report.report')}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('report.reportedBy')}
              </Text>
              <UserLink user={report.reporter} isCompact />
              <Text size="sm" c="dimmed">
                {format.dateTime(report.created_at)}
              </Text>
            </Group>
            {report.reason && <Text fw={600}>{report.reason}</Text>}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.content}</Text>
            {report.resolved_at && (
              <Alert
                color="green"
                title={t('report.resolvedOn', { date: format.dateTime(report.resolved_at) })}
              >
                {report.resolved_by && (
                  <Text size="sm">{t('report.resolvedBy', { name: report.resolved_by })}</Text>
                )}
                {report.resolution_note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {report.resolution_note}
                  </Text>
                )}
              </Alert>
            )}
            <ReportActions report={report} />
          </WorkSection>
          <WorkSection title={t('report.arrangement')}>
            <ArrangementSummary arrangement={report.arrangement} />
            <Text size="xs" c="dimmed">
              {t('report.arrangementSince', { date: format.date(report.arrangement.created_at) })}
            </Text>
          </WorkSection>
          <WorkSection title={t('conversation.title')}>
            <ReportConversation report={report} />
          </WorkSection>
          <WorkSection title={t('deliveries.title')}>
            <ReportDeliveries report={report} />
          </WorkSection>
        </>
      )}
    </WorkFrame>
  );
}
