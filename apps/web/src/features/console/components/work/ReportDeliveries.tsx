import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { DELIVERY_STATUSES, type TConsoleReportDetail, type TDeliveryStatus } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { fetchArrangementFile } from '../../api/consoleWorkApi';
import { FileDownloadButton } from './FileDownloadButton';
import { useWorkFormat } from '../../hooks/useWorkFormat';

const isDeliveryStatus = (status: string): status is TDeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(status);

/** Issue 17 (after issue 16's deliveries): what the creator delivered on a reported arrangement. */
export function ReportDeliveries({ report }: { report: TConsoleReportDetail }) {
  const { t } = useTranslation('consoleWork');
  const format = useWorkFormat();
  if (report.deliveries.length === 0) return <Text c="dimmed">{t('deliveries.empty')}</Text>;
  return (
    <Stack gap="xs">
      {report.deliveries.map((delivery) => (
        <Paper key={delivery.id} withBorder p="xs" radius="md">
          <Group justify="space-between" gap="xs">
            <Badge size="sm" variant="light">
              {isDeliveryStatus(delivery.status)
                ? t(`deliveries.status.${delivery.status}`)
                : delivery.status}
            </Badge>
            <Text size="xs" c="dimmed">
              {format.dateTime(delivery.created_at)}
            </Text>
          </Group>
          {delivery.note && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {delivery.note}
            </Text>
          )}
          {delivery.links.length > 0 && (
            <Stack gap={2} mt={4}>
              {delivery.links.map((link) => (
                <Anchor key={link} href={link} target="_blank" rel="noopener noreferrer" size="sm">
                  {link}
                </Anchor>
              ))}
            </Stack>
          )}
          {delivery.files.length > 0 && (
            <Group gap="xs" mt={6}>
              {delivery.files.map((file) => (
                <FileDownloadButton
                  key={file.id}
                  name={file.name}
                  onFetch={() => fetchArrangementFile(report.arrangement.id, file.id)}
                />
              ))}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
